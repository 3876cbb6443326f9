/**
 * Row T: the married couples, one after the other; the MJ taps the heads of
 * those who slept at home, and each learns whether the other was away
 * (000_a045abd3825f1297.txt:634, 191).
 */
import type { PlayerId } from '../../../engine';
import { ack, game, tell } from '../common';
import { housePlace, sameLocation } from '../night-map';
import { health } from '../queries';
import { name, names } from '../text';
import type { QGame } from '../types';
import { step } from './step';

/** The spouses of a couple who slept at their home tonight. */
const atHome = (s: QGame, m: QGame['rs']['spouses'][number]): PlayerId[] => m.pair.filter((id) => s.rs.night.map?.[id] && sameLocation(s.rs.night.map[id]!, housePlace(s, m.home)));

/** The MJ's note, then what the spouses at home learn: both, one, or nobody. */
function homeLines(s: QGame, there: PlayerId[]): { note: string; told: string } {
  if (there.length === 2) return { note: 'tous deux à la maison', told: 'les deux époux' };
  if (there.length === 1) return { note: `seul·e ${name(s, there[0]!)} à la maison`, told: `seul·e ${name(s, there[0]!)}` };
  return { note: 'personne à la maison', told: 'personne' };
}

export const couples = step({
  id: 'couples',
  title: 'Bilan des couples',
  inert: (s) => (s.rs.spouses.length === 0 ? 'aucun couple marié' : null),
  enter(ctx) {
    const s = game(ctx);
    const lines: string[] = [];
    for (const m of s.rs.spouses) {
      const there = m.pair.filter((id) => health(s, id) !== 'M' && atHome(s, m).includes(id));
      const { note, told } = homeLines(s, there);
      lines.push(`${names(s, m.pair)} : ${note}.`);
      tell(ctx, { to: there, type: 'couple', text: `Cette nuit au domicile conjugal : ${told}.` });
    }
    ctx.s.rs.night.lines.couples = lines;
  },
  line: () => 'J’appelle les couples mariés l’un après l’autre et touche la tête de ceux qui ont dormi au domicile conjugal.',
  notes: (s) => s.rs.night.lines.couples ?? [],
  wakes: (s) => s.rs.spouses.flatMap((m) => atHome(s, m)),
  prompt: () => ack(),
  resolve() {},
});
