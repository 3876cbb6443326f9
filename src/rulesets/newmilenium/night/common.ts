/**
 * What every row of the night shares: the MJ's log, a private line to
 * players (which makes them « informed », 003:22-23), leaving one's house
 * (003:11, 123-124, 148), a power used on a Paranoïaque (003:121), and the
 * record of acts and powers for the invariants and the Détective (003:122).
 */
import { asItStands, type PlayerId, typo } from '../../../engine';
import { inform } from '../mechanisms/turns';
import { flag } from '../options';
import { roleName } from '../roles';
import { hiddenIn, isHidden, bed } from '../queries/houses';
import { alive, de, hasRole, isWolf, living, name, que } from '../queries/people';
import { salbatarised } from '../queries/powers';
import type { Nature, NCtx, RoleId } from '../types';

const typeOf = (phase: string): string => (phase === 'night' ? 'nuit' : phase === 'dawn' ? 'aube' : 'jour');

/**
 * A line for the MJ only (the night's resolution, a day's bookkeeping). Event
 * texts are typeset by the engine (`typography: 'french'`), not here: a
 * simulated game leaves them out, since nothing reads them there.
 */
export function mj(ctx: NCtx, text: string): void {
  ctx.emit(typeOf(ctx.s.clock.phase), { to: 'mj' }, text);
}

/**
 * A private line: `log` is the MJ's record, `pm` what the players read. At
 * night, whoever learns something is asked at his later turns whether his
 * orders stand (003:23).
 */
export function tell(ctx: NCtx, ids: readonly PlayerId[], log: string, pm: string): void {
  if (ids.length === 0) return;
  ctx.emit(typeOf(ctx.s.clock.phase), { to: 'players', ids: [...ids] }, log, { pm: typo(pm) });
  // Read as it stands: told at dawn or by day too, where there is no queue, a read through `ctx.s.rs` would copy the night.
  const q = asItStands(ctx.s.rs).night.queue;
  if (!q || ctx.s.clock.phase !== 'night') return;
  // The wolves talk at night (003:14): what one learns, the pack may act on.
  const pack = ids.some((id) => isWolf(ctx.s, id)) ? living(ctx.s).filter((id) => isWolf(ctx.s, id)) : [];
  ctx.s.rs.night.queue = inform(q, [...ids, ...pack]);
}

/**
 * Record that a player acts now (the invariant checks nobody dead does). The
 * game's acts and powers only grow and are never edited: a new list shares
 * the earlier entries (read as they stand), where a push through the state
 * would copy every act of the game first.
 */
export function act(ctx: NCtx, actor: PlayerId, what: string): void {
  const rs = ctx.s.rs;
  rs.tick++;
  rs.acts = [...asItStands(rs).acts, { actor, what, tick: rs.tick }];
}

/** A power used, for the Détective's questions about the dead (003:122). */
export function usePower(
  ctx: NCtx,
  actor: PlayerId,
  what: RoleId | Nature,
  target: { on?: PlayerId[]; houses?: PlayerId[] },
): void {
  act(ctx, actor, what);
  const rs = ctx.s.rs;
  const used = { actor, what, on: target.on ?? [], houses: target.houses ?? [], day: ctx.s.clock.day };
  rs.powers = [...asItStands(rs).powers, used];
}

/**
 * `id` leaves his house tonight because of `why` (a role or a nature: the
 * Détective's « est sorti », 003:11, 123-124). With the simplified Planqué,
 * those hiding where he sleeps hear him go, not why (003:148).
 */
export function goOut(ctx: NCtx, id: PlayerId, why: string): void {
  const s = ctx.s;
  const first = (s.rs.night.out[id] ?? []).length === 0;
  s.rs.night.out[id] = [...(s.rs.night.out[id] ?? []), why];
  const house = bed(s, id);
  if (!first || !flag(s, 'planqueSimplifie') || house === null || isHidden(s, id)) return;
  const hiders = hiddenIn(s, house);
  tell(
    ctx,
    hiders,
    `Les planqués chez ${name(s, house)} entendent ${name(s, id)} sortir.`,
    'Votre logeur sort cette nuit ; vous ne savez pas pourquoi.',
  );
}

/** A Paranoïaque learns who uses a power on him, and that one role (003:121). */
export function paranoid(ctx: NCtx, target: PlayerId, actor: PlayerId, role: RoleId): void {
  const s = ctx.s;
  if (target === actor || !alive(s, target) || !hasRole(s, target, 'paranoiaque') || salbatarised(s, target)) return;
  tell(
    ctx,
    [target],
    `Paranoïaque : ${name(s, target)} sait ${que(name(s, actor))} a usé sur lui ou elle du pouvoir ${de(roleName(role))}.`,
    `${name(s, actor)} a usé sur vous de son pouvoir ${de(roleName(role))}.`,
  );
}
