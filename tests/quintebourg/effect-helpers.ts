/** Small helpers shared by the effect-role and love tests. */
import { produce } from 'immer';
import type { Table } from './driver';

/** Test scaffolding: put a player in a health state without any cause (as if an earlier night had done it). */
export function hurt(t: Table, who: string, health: string): void {
  t.state = produce(t.state, (d) => {
    d.players[t.id(who)]!.health = health;
    d.players[t.id(who)]!.announced.health = health;
  });
}

/** Test scaffolding: give or take coins. */
export function purse(t: Table, who: string, coins: number): void {
  t.state = produce(t.state, (d) => {
    d.players[t.id(who)]!.money = coins;
  });
}
