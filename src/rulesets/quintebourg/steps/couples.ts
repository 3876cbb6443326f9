/**
 * Row T: the married couples, one after the other; the MJ taps the heads of
 * those who slept at home, and each learns whether the other was away
 * (000_a045abd3825f1297.txt:634, 191).
 */
import { sameLocation } from '../../../engine/locations';
import { ack, game, tell, type QStep } from '../common';
import { housePlace } from '../night-map';
import { health } from '../state';
import { name, names } from '../text';

export const couples: QStep = {
  id: 'couples',
  title: 'Bilan des couples',
  inert: (s) => (s.rs.spouses.length === 0 ? 'aucun couple marié' : null),
  enter(ctx) {
    const s = game(ctx);
    const lines: string[] = [];
    for (const m of s.rs.spouses) {
      const home = housePlace(s, m.home);
      const there = m.pair.filter((id) => health(s, id) !== 'M' && s.rs.night.map?.[id] && sameLocation(s.rs.night.map[id]!, home));
      lines.push(`${names(s, m.pair)} : ${there.length === 2 ? 'tous deux à la maison' : there.length === 1 ? `seul·e ${name(s, there[0]!)} à la maison` : 'personne à la maison'}.`);
      tell(ctx, there, 'couple', `Cette nuit au domicile conjugal : ${there.length === 2 ? 'les deux époux' : there.length === 1 ? `seul·e ${name(s, there[0]!)}` : 'personne'}.`);
    }
    ctx.s.rs.night.lines.couples = lines;
  },
  line: () => 'J’appelle les couples mariés l’un après l’autre et touche la tête de ceux qui ont dormi au domicile conjugal.',
  notes: (s) => s.rs.night.lines.couples ?? [],
  wakes: (s) => s.rs.spouses.flatMap((m) => m.pair.filter((id) => s.rs.night.map?.[id] && sameLocation(s.rs.night.map[id]!, housePlace(s, m.home)))),
  prompt: () => ack(),
  resolve() {},
};
