/**
 * Row U: Prophète Sesiano's miracles at the end of the night, even B, C or Q
 * (000_a045abd3825f1297.txt:260-274): his own resurrection, raising another Q,
 * a conversion (also at any moment, see actions). Skadi's reboot gives each a
 * second use (000:352).
 */
import { playerRead, type PlayerId } from '../../../engine';
import { act, spend, tell } from '../common';
import { changeHealth } from '../harm';
import { canUse, health, inCamp, partyHolder, sortCamps } from '../queries';
import { MATH } from '../roles';
import { name } from '../text';
import type { QCtx, QGame } from '../types';
import { step } from './step';

export function sesianoHolder(s: QGame): PlayerId | null {
  return partyHolder(s, 'sesiano');
}

/** Players the table believes dead (he may point at any of them; only a true Q comes back). */
function deadLooking(s: QGame, self: PlayerId): PlayerId[] {
  return s.order.filter(
    (id) => id !== self && (['Q', 'M'].includes(playerRead(s.players, id).announced.health) || health(s, id) === 'Q'),
  );
}

type Miracle = 'resurrection' | 'miracle' | 'conversion';
type MiracleOption = { value: 'aucun' | 'resurrection' | `${'miracle' | 'conversion'}:${PlayerId}`; label: string };

function options(s: QGame): MiracleOption[] {
  const me = sesianoHolder(s)!;
  const out: MiracleOption[] = [{ value: 'aucun', label: 'Aucun miracle' }];
  if (health(s, me) === 'Q' && canUse(s, me, 'resurrection'))
    out.push({ value: 'resurrection', label: 'Se ressusciter (de Quasi-mort à Indemne)' });
  if (canUse(s, me, 'miracle'))
    for (const id of deadLooking(s, me)) out.push({ value: `miracle:${id}`, label: `Relever ${name(s, id)}` });
  // He may point at anyone, the believed dead included: converting a true M does nothing.
  if (canUse(s, me, 'conversion'))
    for (const id of s.order) if (id !== me) out.push({ value: `conversion:${id}`, label: `Convertir ${name(s, id)}` });
  return out;
}

/** Whether `options` offers more than « Aucun miracle » (asked at every night's call: no list, no labels). */
function anyMiracle(s: QGame, me: PlayerId): boolean {
  if (health(s, me) === 'Q' && canUse(s, me, 'resurrection')) return true;
  if (canUse(s, me, 'miracle') && deadLooking(s, me).length > 0) return true;
  return canUse(s, me, 'conversion') && s.order.length > 1;
}

/** « miracle:p3 » → the miracle and its target (none for his own resurrection). */
function splitMiracle(value: Exclude<MiracleOption['value'], 'aucun'>): [Miracle, PlayerId | undefined] {
  const [what, target] = value.split(':');
  if (what === 'resurrection' || what === 'miracle' || what === 'conversion') return [what, target];
  throw new Error(`Unknown miracle "${value}"`);
}

export const sesiano = step({
  id: 'sesiano',
  title: 'Prophète Sesiano',
  role: 'sesiano',
  inert: (s) => {
    const me = sesianoHolder(s);
    if (!me) return 'personne n’a la carte Prophète Sesiano';
    if (health(s, me) === 'M') return `${name(s, me)} est mort·e`;
    return anyMiracle(s, me) ? null : 'aucun miracle possible cette nuit (miracles utilisés, ou personne à relever)';
  },
  line: () => 'Prophète Sesiano ouvre les yeux. Fait-il un miracle ?',
  wakes: (s) => [sesianoHolder(s)!],
  prompt: (s) => ({ kind: 'choice', none: 'aucun', label: 'Miracle', options: options(s) }),
  resolve(ctx, value) {
    if (value === 'aucun') return;
    const s = ctx.s;
    const me = sesianoHolder(s)!;
    const [what, target] = splitMiracle(value);
    act(ctx, me, what);
    if (what === 'resurrection') {
      spend(ctx, me, 'resurrection');
      changeHealth(ctx, me, 'I', 'resurrection');
      tell(ctx, { to: [me], type: 'miracle', text: 'Sesiano se ressuscite et redevient Indemne.' });
    } else if (what === 'miracle') {
      spend(ctx, me, 'miracle');
      // Only a true Q comes back; he cannot tell a Q from an M (000:78-80).
      const raised = health(s, target!) === 'Q';
      if (raised) changeHealth(ctx, target!, 'I', 'miracle');
      tell(ctx, {
        to: [me],
        type: 'miracle',
        text: `Sesiano tente de relever ${name(s, target!)} : ${raised ? 'il ou elle revient, Indemne' : 'rien ne se passe'}.`,
      });
    } else convert(ctx, me, target!);
    if (options(ctx.s).length > 1) ctx.react('sesiano');
  },
});

/** Conversions that stop the game (000:270-272). */
export function convertEnds(s: QGame, target: PlayerId): boolean {
  const card = playerRead(s.players, target).role;
  if (s.rs.mode === 'M') return Object.values(MATH).some((m) => m.leader === card);
  return card === 'reptilienne-noire' || card === 'reptilienne-rouge' || card === 'seth';
}

export function convert(ctx: QCtx, me: PlayerId, target: PlayerId): void {
  const s = ctx.s;
  spend(ctx, me, 'conversion');
  if (health(s, target) === 'M') {
    ctx.emit(
      'conversion',
      { to: 'mj' },
      () => `Sesiano tente de convertir ${name(s, target)}, qui est mort·e : sans effet.`,
      { target },
    );
    return;
  }
  if (convertEnds(s, target)) {
    ctx.s.rs.endReason = `Prophète Sesiano a converti ${name(s, target)}`;
    ctx.emit('conversion', { to: 'mj' }, () => `Sesiano convertit ${name(s, target)} : la partie s’arrête.`);
    return;
  }
  // A lover stays a lover first (000:274).
  ctx.s.rs.camps[target] = inCamp(s, target, 'amoureux') ? sortCamps(['amoureux', 'idealistes']) : ['idealistes'];
  tell(ctx, {
    to: [me, target],
    type: 'conversion',
    text: `Sesiano convertit ${name(s, target)} : il ou elle rejoint les Idéalistes.`,
    data: { target },
  });
}
