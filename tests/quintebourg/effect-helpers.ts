/** Small helpers shared by the effect-role and love tests. */
import { produce } from 'immer';
import type { Table } from './driver';

/** Test scaffolding: put a player in a health state without any cause (as if an earlier night had done it). */
export function hurt(t: Table, who: string, health: string): void {
  t.state = produce(t.state, (d) => {
    const p = d.players[t.id(who)]!;
    p.health = health;
    p.announced.health = health;
    // A Q or M holds no coin (000:126): they wait for the Notaire.
    if ((health === 'Q' || health === 'M') && p.money > 0) {
      d.rs.coins.estates[p.id] = (d.rs.coins.estates[p.id] ?? 0) + p.money;
      p.money = 0;
    }
  });
}

/** Test scaffolding: give or take coins. */
export function purse(t: Table, who: string, coins: number): void {
  t.state = produce(t.state, (d) => {
    d.players[t.id(who)]!.money = coins;
  });
}
