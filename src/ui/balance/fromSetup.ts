/**
 * « Tester cette composition »: the new-game form hands its ruleset, options,
 * table and cards to the balance lab and opens it. The draft stays as it is,
 * so « Nouvelle partie » finds it again on the way back.
 */
import type { Options } from '../../engine';
import { BALANCE_PATH, navigate } from '../router';
import { useLab } from './store';

export function testInLab(rulesetId: string, options: Options, players: number, counts: Record<string, number>): void {
  useLab.getState().load({ rulesetId, options: { ...options }, players, counts: { ...counts }, randomCards: false });
  navigate(BALANCE_PATH);
}
