/**
 * The seatings Quinte-bourg scenarios start from: mode V with eight players
 * (most tests), the mandatory posts handed out, and the helpers that set a
 * player's health or purse as if an earlier night had done it.
 */
import { produce } from 'immer';
import { held, setHeld } from '../../src/rulesets/quintebourg/coins';
import type { Answers } from '../support/answers';
import type { QuintebourgTable, Seat } from './table';

/**
 * Ana (the alpha) and Bruno are the Reptiliens, Chloé is the médecin, the
 * others plain villagers, nobody with an effect; `over` replaces seats by index.
 */
export function seatsV(over: Record<number, Seat> = {}): Seat[] {
  const out: Seat[] = [
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

/**
 * Mode M, eight players: K Hess Ana and the Algébriste Bruno, J Pach David,
 * J Rappaz Farid, the lovers Emma and Gaëlle (their alibis are the test's),
 * Nobel Hugo, the médecin Chloé.
 */
export function seatsMLovers(): Seat[] {
  return [
    ['k-hess', 'sans-effet'],
    ['algebriste', 'sans-effet'],
    ['medecin', 'sans-effet'],
    ['j-pach', 'sans-effet'],
    ['amoureux', 'sans-effet'],
    ['j-rappaz', 'sans-effet'],
    ['amoureux', 'sans-effet'],
    ['nobel', 'sans-effet'],
  ];
}

/** Eight players of mode V: Reptiliens Ana (alpha) and Bruno; the médecin Chloé; villagers. */
export const BASIC_V: Seat[] = seatsV();

/** The mandatory posts at the start: Hugo Notaire, Gaëlle Présidente, Farid Sénateur, Emma Procureure. */
export const POSTS = { notaire: 'Hugo', president: 'Gaëlle', senateur: 'Farid', procureur: 'Emma' };

/** The same, and David Scrutateur: the day's tests (the vote, the laws, the posts, marriages). */
export const DAY_POSTS = { ...POSTS, scrutateur: 'David' };

/** Test scaffolding: put a player in a health state without any cause (as if an earlier night had done it). */
export function hurt<D extends Answers>(t: QuintebourgTable<D>, who: string, health: string): void {
  t.setState(
    produce(t.state, (d) => {
      const p = d.players[t.id(who)]!;
      p.health = health;
      p.announced.health = health;
      // A Q or M holds no coin (000:126): they wait for the Notaire.
      if ((health === 'Q' || health === 'M') && held(p) > 0) {
        d.rs.coins.estates[p.id] = (d.rs.coins.estates[p.id] ?? 0) + held(p);
        setHeld(p, 0);
      }
    }),
  );
}

/** Test scaffolding: give or take coins. */
export function purse<D extends Answers>(t: QuintebourgTable<D>, who: string, coins: number): void {
  t.setState(
    produce(t.state, (d) => {
      setHeld(d.players[t.id(who)]!, coins);
    }),
  );
}
