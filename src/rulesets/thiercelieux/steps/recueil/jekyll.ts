/**
 * Dr. Jekyll et Mr. Hyde (004:201-204): the MJ rolls a die each night. On 1,
 * Hyde kills someone; on 6, Jekyll is shown every player killed so far tonight
 * and saves one; otherwise nothing happens.
 */
import { among, choose } from '../../../../engine';
import { deadSoFar } from '../../outcome';
import { firstOf, holder, name, names } from '../../state';
import type { TGame } from '../../types';
import type { PlayerId } from '../../../../engine';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

const roll = (s: TGame) => s.rs.night.jekyllRoll;

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('jekyll'));

/**
 * The night's dead Jekyll is shown on 6, in seating order: in the order they fell, the first would be the pack's
 * prey, and he would learn who struck whom (004:201 shows him the dead, not the order of the night).
 */
function shownDead(s: TGame): PlayerId[] {
  const dead = deadSoFar(s);
  return s.order.filter((id) => dead.includes(id));
}

/** On 6, Jekyll saves one of the night's dead he is shown (004:201), in the order he is shown them. */
const SAVE_BARS = [
  among<TGame>(
    (s, id) => `${name(s, id)} n’a pas été tué·e cette nuit : Jekyll sauve l’un des morts qu’on lui montre.`,
    '004:201',
  ),
];

export const jekyll = roleStep('jekyll', {
  id: 'jekyll',
  title: 'Dr. Jekyll et Mr. Hyde',
  enter(ctx) {
    ctx.editEntry('night', { jekyllRoll: ctx.roll(6, 'Dr. Jekyll et Mr. Hyde') });
  },
  line: (s) => {
    const r = roll(s);
    if (r === 1)
      return 'Le Dr. Jekyll se réveille en sueur : il est devenu Mr. Hyde, et me désigne en silence le joueur qu’il veut assassiner.';
    if (r === 6) {
      const dead = shownDead(s);
      if (dead.length === 0) return 'Le Dr. Jekyll se réveille. Personne n’a été tué cette nuit : il se rendort.';
      return `Le Dr. Jekyll se réveille. Je lui montre tous ceux qui ont été tués cette nuit : ${names(s, dead)}. Il en désigne un, qui sera sauvé.`;
    }
    return `Le dé donne ${r ?? '?'} : rien ne se passe, n’appelez pas le Dr. Jekyll.`;
  },
  wakes: (s) => (roll(s) === 1 || roll(s) === 6 ? [holder(s, 'jekyll')!] : []),
  prompt: (s) => {
    const r = roll(s);
    if (r === 1) return choose(s, { label: 'Victime de Mr. Hyde', min: 1, max: 1 }, BARS);
    if (r === 6) {
      const dead = shownDead(s);
      if (dead.length > 0) return choose(s, { label: 'Joueur sauvé par Jekyll', min: 1, max: 1 }, SAVE_BARS, dead);
    }
    return { kind: 'ack', label: 'Suivant' };
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'jekyll')!;
    if (roll(s) === 1) {
      ctx.editEntry('night', { hyde: target });
      ctx.emit('hyde', { to: 'players', ids: [self] }, () => `Mr. Hyde assassine ${name(s, target)}.`, { target });
    } else {
      ctx.editEntry('night', { jekyllSaved: target });
      ctx.emit('jekyll', { to: 'players', ids: [self] }, () => `Le Dr. Jekyll sauve ${name(s, target)}.`, { target });
    }
  },
});
