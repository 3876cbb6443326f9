/**
 * The seatings the revision's scenarios start from: ten players, the
 * mandatory posts handed out, and helpers that plant a purse as if an
 * earlier day had done it.
 */
import { produce } from 'immer';
import { setHeld } from '../../src/rulesets/quintebourg-family/coins';
import type { RevisionTable, Seat } from './table';

/**
 * Ana (the alpha) and Bruno are the Reptiliens, Chloé the Prophète, the
 * others plain villagers, nobody with a specialty; `over` replaces seats by
 * index.
 */
export function seats(over: Record<number, Seat> = {}): Seat[] {
  const out: Seat[] = [
    ['reptilienne-alpha', 'sans-specialite'],
    ['reptilien', 'sans-specialite'],
    ['prophete', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
    ['villageois', 'sans-specialite'],
  ];
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

/** The mandatory posts at the start: Gaëlle Présidente, Emma Procureure, Hugo Notaire, Farid Sénateur, David Scrutateur. */
export const POSTS = {
  president: 'Gaëlle',
  procureur: 'Emma',
  notaire: 'Hugo',
  senateur: 'Farid',
  scrutateur: 'David',
};

/** No optional post: a plain table (no priest, no pickpocket, no Bourreau). */
export const PLAIN = { pretre: 'aucun', pickpockets: false, bourreau: false };

/** Test scaffolding: give or take coins. */
export function purse(t: RevisionTable, who: string, coins: number): void {
  t.setState(
    produce(t.state, (d) => {
      const p = d.players[t.id(who)]!;
      d.rs.coins.total += coins - (p.markers.coins ?? 0);
      setHeld(p, coins);
    }),
  );
}
