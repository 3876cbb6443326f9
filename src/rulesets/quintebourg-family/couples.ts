/**
 * The married couples' night report (000:634, 001:24, 194, 237): the MJ calls
 * the couples one after the other and taps the heads of the spouses who
 * spent most of the night at their home; each learns so whether the other
 * was away. The ruleset says who was at home (its night's map).
 */
import { asItStands, type PlayerId } from '../../engine';
import { ack, tell } from './common';
import { step } from './step';
import { name, names } from './text';
import type { FamilyCtx, FamilyGame, Marriage } from './types';

export interface CouplesRules {
  /** The spouses of `m` who spent the night at their home, by the night's map. */
  atHome(s: FamilyGame, m: Marriage): PlayerId[];
  /** Whether a spouse is still there to be told (not dead). */
  told(s: FamilyGame, id: PlayerId): boolean;
  /** The MJ's notes of this night's report: kept, and read back. */
  keep(ctx: FamilyCtx, lines: string[]): void;
  kept(s: FamilyGame): string[];
}

/** The MJ's note, then what the spouses at home learn: both, one, or nobody. */
function homeLines(s: FamilyGame, there: PlayerId[]): { note: string; told: string } {
  if (there.length === 2) return { note: 'tous deux à la maison', told: 'les deux époux' };
  if (there.length === 1)
    return { note: `seul·e ${name(s, there[0]!)} à la maison`, told: `seul·e ${name(s, there[0]!)}` };
  return { note: 'personne à la maison', told: 'personne' };
}

export function couplesStep(rules: CouplesRules) {
  return step({
    id: 'couples',
    title: 'Bilan des couples',
    inert: (s) => (s.rs.spouses.length === 0 ? 'aucun couple marié' : null),
    enter(ctx) {
      const s = ctx.s;
      const lines: string[] = [];
      // The marriages read as they stand: the report writes none of them.
      for (const m of asItStands(s.rs).spouses) {
        const there = m.pair.filter((id) => rules.told(s, id) && rules.atHome(s, m).includes(id));
        const { note, told } = homeLines(s, there);
        lines.push(`${names(s, m.pair)} : ${note}.`);
        tell(ctx, { to: there, type: 'couple', text: `Cette nuit au domicile conjugal : ${told}.` });
      }
      rules.keep(ctx, lines);
    },
    line: () =>
      'J’appelle les couples mariés l’un après l’autre et touche la tête de ceux qui ont dormi au domicile conjugal.',
    notes: (s) => rules.kept(s),
    wakes: (s) => s.rs.spouses.flatMap((m) => rules.atHome(s, m)),
    prompt: () => ack(),
    resolve() {},
  });
}
