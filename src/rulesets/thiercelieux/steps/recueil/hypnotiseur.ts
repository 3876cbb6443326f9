/**
 * L'Hypnotiseur (004:273-278): twice a game, a player who must accuse and
 * vote against the « victim » named next (the Hypnotiseur himself allowed),
 * for the coming day only.
 */
import { playerIn, que, choose, type PlayerId } from '../../../../engine';
import { count, firstOf, holder, name } from '../../state';
import { roleStep } from '../common';
import { step } from '../step';
import { awayAnd, notHolder } from '../barred';

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('hypnotiseur'));

/** The hypnotized player's « victime » is another player (004:273), the Hypnotiseur himself allowed (004:277). */
const VICTIM_BARS = awayAnd<PlayerId>({
  test: (_s, id, subject) => id === subject,
  why: (s, id) => `${name(s, id)} est le joueur hypnotisé : sa « victime » est un autre joueur.`,
  line: '004:273',
});

export const hypnotiseur = roleStep('hypnotiseur', {
  id: 'hypnotiseur',
  title: 'L’Hypnotiseur',
  // Both uses spent, he is no longer called (004:275).
  when: (s) => count(s, holder(s, 'hypnotiseur')!, 'hypnoses') < 2,
  line: () => 'L’Hypnotiseur se réveille et m’indique s’il veut envoûter un joueur cette nuit.',
  wakes: (s) => [holder(s, 'hypnotiseur')!],
  prompt: (s) => choose(s, { label: 'Joueur hypnotisé (ou personne)', min: 0, max: 1 }, BARS),
  resolve(ctx, value) {
    const subject = firstOf(value);
    if (subject) ctx.react('hypnose', { subject });
  },
});

export const hypnose = step({
  id: 'hypnose',
  title: 'La victime de l’hypnose',
  line: (s, { subject }) =>
    `Puis il me désigne la « victime » ${que(name(s, subject))} devra accuser demain (lui-même s’il le veut).`,
  prompt: (s, { subject }) => choose(s, { label: 'Victime désignée', min: 1, max: 1 }, VICTIM_BARS, subject),
  resolve(ctx, value, { subject }) {
    const s = ctx.base;
    const victim = firstOf(value)!;
    const self = holder(s, 'hypnotiseur')!;
    playerIn(ctx.s.players, subject).markers.hypnotise = victim;
    playerIn(ctx.s.players, self).markers.hypnoses = count(s, self, 'hypnoses') + 1;
    ctx.emit(
      'hypnose',
      { to: 'players', ids: [self, subject] },
      () =>
        `${name(s, subject)} est hypnotisé·e : demain, il ou elle devra accuser et voter contre ${name(s, victim)}.`,
      {
        subject,
        victim,
      },
    );
    ctx.react('montrer', {
      title: 'L’hypnose',
      line: `L’Hypnotiseur se rendort. Touchez ${name(s, subject)} : il ou elle se réveille et je lui montre sa « victime », ${name(s, victim)}. Puis il ou elle se rendort.`,
    });
  },
});
