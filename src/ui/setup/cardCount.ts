/** The live count of the composition against the table: a French sentence, and whether it fits. */
export function cardCountMessage(total: number, players: number, spare: number): { fits: boolean; text: string } {
  const needed = players + spare;
  const why = spare > 0 ? ` (${players} joueurs + ${spare} cartes en plus)` : '';
  const cartes = (n: number): string => `${n} carte${n > 1 ? 's' : ''}`;
  if (total === needed) return { fits: true, text: `Le compte est bon\u00a0: ${cartes(total)}${why}.` };
  if (total < needed)
    return { fits: false, text: `Il manque ${cartes(needed - total)}\u00a0: il en faut ${needed}${why}.` };
  return { fits: false, text: `${cartes(total - needed)} de trop\u00a0: il en faut ${needed}${why}.` };
}
