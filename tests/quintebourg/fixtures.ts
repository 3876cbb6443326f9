/** The table most Quinte-bourg scenarios start from (mode V, eight players). */

/** The mandatory posts at the start: Hugo Notaire, Gaëlle Présidente, Farid Sénateur, Emma Procureure. */
export const POSTS = { notaire: 'Hugo', president: 'Gaëlle', senateur: 'Farid', procureur: 'Emma' };

/**
 * Ana (the alpha) and Bruno are the Reptiliens, Chloé is the médecin, the
 * others plain villagers, nobody with an effect; `over` replaces seats by index.
 */
export function seatsV(over: Record<number, [string, string]> = {}): [string, string][] {
  const out: [string, string][] = [
    ['reptilienne-alpha', 'sans-effet'],
    ['reptilien', 'sans-effet'],
    ['medecin', 'sans-effet'],
    ['villageois', 'sans-effet'],
    ['villageois', 'sans-effet'],
    ['villageois', 'sans-effet'],
    ['villageois', 'sans-effet'],
    ['villageois', 'sans-effet'],
  ];
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}
