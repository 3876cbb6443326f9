/**
 * The conversions (001:72-75, 92-93): Shéhérazade offers herself to an enemy
 * and tells him a story: he joins the Idéalistes (a lover stays a lover) and
 * she dies, the table learning there was a conversion and who she was; if
 * she converts the black or the red Reptilienne or Seth, the game stops. The
 * black Reptilienne makes a player a Reptilien: a player of a higher camp
 * keeps his win, but acts and counts as a Reptilien.
 */
import { choose, eligible, playerRead, type Bars, type PlayerId } from '../../../engine';
import { name } from '../../quintebourg-family/text';
import { DEAD, notMe } from '../bars';
import { act, action, canUse, first, spend, tell } from '../common';
import { kill } from '../deaths';
import { cardHolder, campsOf, inCamp, isReptilien, loverOf, sortCamps } from '../queries';
import { cardName } from '../roles';
import type { RCtx, RGame } from '../types';
import { canKill, mayInvoke, started } from './timing';

/** The cards whose conversion stops the game (001:62, 73). */
const STOPS = ['reptilienne-noire', 'reptilienne-rouge', 'seth'];

/** Shéhérazade offers herself to an enemy (001:72): anyone alive but her who is not an Idéaliste already. */
const ENEMY_BARS: Bars<RGame, PlayerId | null> = [
  DEAD,
  notMe((s, id) => `${name(s, id)} est Shéhérazade : elle se donne à un ennemi, pas à elle-même.`),
  {
    test: (s, id) => inCamp(s, id, 'idealistes'),
    why: (s, id) => `${name(s, id)} est déjà Idéaliste : pas un ennemi à convertir.`,
    line: '001:72',
  },
];
const enemies = (s: RGame, me: PlayerId): PlayerId[] => eligible(s, ENEMY_BARS, me);

/** The black Reptilienne makes a Reptilien of anyone alive but her who is not one already (001:92). */
const CONVERT_BARS: Bars<RGame, PlayerId | null> = [
  DEAD,
  notMe((s, id) => `${name(s, id)} est la Reptilienne noire : elle convertit quelqu’un d’autre.`),
  {
    test: (s, id) => isReptilien(s, id),
    why: (s, id) => `${name(s, id)} est déjà Reptilien.`,
    line: '001:92',
  },
];

function joinIdealists(ctx: RCtx, id: PlayerId): void {
  const s = ctx.s;
  // A lover stays in the lovers' camp (001:74).
  if (loverOf(s, id)) return;
  ctx.s.rs.camps[id] = sortCamps([...campsOf(s, id), 'idealistes']);
}

export const sheherazade = action({
  id: 'sheherazade',
  title: 'Shéhérazade\u00a0: la conversion radieuse',
  // She dies of it: never on Sunday, the fête has no death (001:3).
  available: (s) => {
    const me = cardHolder(s, 'sheherazade');
    return canKill(s) && mayInvoke(s, me) && canUse(s, me, 'conversion-radieuse') && enemies(s, me).length > 0;
  },
  line: () =>
    'Shéhérazade lève le bras : les autres ferment les yeux. Elle désigne l’ennemi à qui elle raconte une histoire.',
  prompt: (s) => choose(s, { label: 'Converti·e', min: 1, max: 1 }, ENEMY_BARS, cardHolder(s, 'sheherazade')),
  resolve(ctx, value) {
    const s = ctx.s;
    const me = cardHolder(s, 'sheherazade')!;
    const target = first(value)!;
    spend(ctx, me, 'conversion-radieuse');
    act(ctx, me, 'conversion-radieuse');
    joinIdealists(ctx, target);
    tell(ctx, {
      to: [target],
      type: 'conversion',
      text: `${name(s, target)} écoute l’histoire de Shéhérazade et rejoint les Idéalistes.`,
      data: { by: me },
    });
    const card = playerRead(s.players, target).role;
    if (STOPS.includes(card)) {
      ctx.s.rs.endReason = `Shéhérazade a converti ${name(s, target)}, ${cardName(card)}`;
      return;
    }
    if (ctx.s.clock.phase === 'day') ctx.emit('conversion', { to: 'public' }, 'Il y a eu une conversion.');
    else ctx.s.rs.night.conversions += 1;
    kill(ctx, me, 'conversion', {
      told: `${name(s, me)} était Shéhérazade : elle a converti quelqu’un et en meurt.`,
      shown: 'sheherazade',
    });
  },
});

export const noire = action({
  id: 'noire',
  title: 'La Reptilienne noire\u00a0: la conversion',
  available: (s) => {
    const me = cardHolder(s, 'reptilienne-noire');
    return (
      started(s) && mayInvoke(s, me) && canUse(s, me, 'conversion-noire') && eligible(s, CONVERT_BARS, me).length > 0
    );
  },
  line: () => 'La Reptilienne noire lève le bras : les autres ferment les yeux. Elle désigne qui devient Reptilien.',
  prompt: (s) => choose(s, { label: 'Converti·e', min: 1, max: 1 }, CONVERT_BARS, cardHolder(s, 'reptilienne-noire')),
  resolve(ctx, value) {
    const s = ctx.s;
    const me = cardHolder(s, 'reptilienne-noire')!;
    const target = first(value)!;
    spend(ctx, me, 'conversion-noire');
    act(ctx, me, 'conversion-noire');
    ctx.s.rs.camps[target] = sortCamps([...campsOf(s, target), 'reptiliens']);
    tell(ctx, {
      to: [me, target],
      type: 'conversion',
      text: `${name(s, target)} devient Reptilien.`,
      data: { target },
    });
  },
});
