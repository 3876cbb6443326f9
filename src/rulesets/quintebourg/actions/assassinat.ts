/** The assassin: a free bullet, then 2 coins each; table 1; the bunker does not stop him (000_a045abd3825f1297.txt:433-437, 249). */
import { choose } from '../../../engine';
import { rollOnTable } from '../dice-table';
import { act, first, spend } from '../common';
import { burnCoins, coinsOf } from '../coins';
import { TABLE_1 } from '../dice';
import { hit } from '../harm';
import { available, canUse, effectHolder, health } from '../queries';
import { move, word } from '../health-words';
import { de, name } from '../text';
import { action, canKill, others, OTHERS } from './timing';

export const assassinat = action({
  id: 'assassinat',
  title: 'Tentative d’assassinat',
  available: (s) => {
    const me = effectHolder(s, 'assassin');
    // Not from a heavy sleep at night (000:401), nor from C, Q or M.
    // Offered only while someone can be aimed at.
    return (
      canKill(s) &&
      me !== null &&
      available(s, me) &&
      (canUse(s, me, 'balle') || coinsOf(s, me) >= 2) &&
      others(s, me).length > 0
    );
  },
  line: (s) => {
    const me = effectHolder(s, 'assassin')!;
    return `L’assassin lève le bras : les autres ferment les yeux. Il désigne sa cible (${canUse(s, me, 'balle') ? 'balle gratuite' : 'coût : 2 pièces'}).`;
  },
  prompt: (s) => choose(s, { label: 'Cible', min: 1, max: 1 }, OTHERS, effectHolder(s, 'assassin')!),
  resolve(ctx, value) {
    const s = ctx.s;
    const me = effectHolder(s, 'assassin')!;
    const target = first(value)!;
    act(ctx, me, 'assassinat');
    if (canUse(s, me, 'balle')) spend(ctx, me, 'balle');
    else burnCoins(ctx, { from: me, coins: 2, why: 'balle de l’assassin' });
    const before = health(s, target);
    const r = rollOnTable(ctx, TABLE_1, `assassinat ${de(name(s, target))}`);
    const after = hit(ctx, target, { result: r.result, cause: 'assassinat' });
    ctx.emit(
      'assassinat',
      { to: 'mj' },
      () =>
        `L’assassin vise ${name(s, target)} : le dé donne ${r.face}, soit ${word(r.result)} ; ${name(s, target)} ${move(before, after)}.`,
    );
  },
});
