import { BUTTON_WORDS, tally, type PlayerId, type Voter } from '../../engine';

interface BallotsTallyProps {
  voters: Voter[];
  ballots: Record<PlayerId, PlayerId | null>;
  nameOf: (id: PlayerId) => string;
  /** One line in the bottom bar (a phone): no heading, no « Aucune voix », the count of ballots first. */
  compact?: boolean;
}

const voix = (n: number): string => `${n}\u00a0voix`;

/** The live count beside the ballots, weighted (the Capitaine's vote counts double). */
export function BallotsTally({ voters, ballots, nameOf, compact = false }: BallotsTallyProps) {
  const cast = voters.filter((v) => v.id in ballots);
  const t = tally(cast.map((v) => ({ voter: v.id, target: ballots[v.id] ?? null, weight: v.weight })));
  const count = <p className="muted">{`Bulletins saisis\u00a0: ${cast.length} / ${voters.length}`}</p>;
  return (
    <section className="tally" aria-label="Décompte des voix">
      {compact ? count : <h4>Décompte</h4>}
      {t.ranking.length === 0 ? (
        !compact && <p className="muted">Aucune voix pour l’instant.</p>
      ) : (
        <ol className="tally-list">
          {t.ranking.map((row) => (
            <li key={row.id} className={t.leaders.includes(row.id) ? 'tally-leader' : undefined}>
              {`${nameOf(row.id)}\u00a0: ${voix(row.votes)}`}
            </li>
          ))}
        </ol>
      )}
      {t.blank > 0 && <p>{`${BUTTON_WORDS.blank}\u00a0: ${voix(t.blank)}`}</p>}
      {!compact && count}
    </section>
  );
}
