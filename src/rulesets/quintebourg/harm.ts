/**
 * Every health change goes through here, with the rules all changes obey:
 * Sesiano stays Q while his resurrection is unspent (000_a045abd3825f1297.txt:106),
 * le coriace loses one step at most at once (000:411), nobody harms a Q before
 * someone came back from Q (000:104), an attack never heals (000:620), a lone
 * patient loses at least one step (000:622), the lucky and unlucky charms shift
 * a result by one step (000:645).
 */
import { playerRead, type PlayerId } from '../../engine';
import { act } from './common';
import { CAUSES, rank, stepDown, stepUp, worse, type Health } from './health';
import { move, word } from './health-words';
import { canUse, effectOf, health } from './queries';
import { de, name } from './text';
import type { QCtx, QGame } from './types';

/** Whether `id` may be harmed now by someone (a Q only after the first return, 000:104). */
/** A result shifted by a porte-chance: « Blessé au lieu de Coma », or unchanged at the ladder's end. */
function shifted(result: Health, r: Health): string {
  return r === result ? `toujours ${word(r)}` : `${word(r)} au lieu ${de(word(result))}`;
}

export function harmable(s: QGame, id: PlayerId): boolean {
  const h = health(s, id);
  if (h === 'M') return false;
  return h !== 'Q' || s.rs.returned;
}

/** Why a worsening stops short of what its cause asked: le coriace (000:411), Sesiano's unspent resurrection (000:106). */
export type Cap = 'coriace' | 'sesiano';

/** The state a change to `to` really reaches for this player, and the cap that stopped it short. */
export function capped(s: QGame, id: PlayerId, to: Health): { reached: Health; cap: Cap | null } {
  const from = health(s, id);
  let reached = to;
  let cap: Cap | null = null;
  if (rank(reached) > rank(from) + 1 && effectOf(s, id) === 'coriace') {
    reached = stepDown(from);
    cap = 'coriace';
  }
  if (reached === 'M' && playerRead(s.players, id).role === 'sesiano' && canUse(s, id, 'resurrection')) {
    reached = 'Q';
    cap = 'sesiano';
  }
  return { reached, cap };
}

/**
 * Change a player's health for `cause` (a key of CAUSES), with the caps; a
 * capped move logs what the cause asked and the cap, so the invariant can
 * check the cause's rule against the asked state. Returns the state reached.
 */
export function changeHealth(ctx: QCtx, id: PlayerId, to: Health, cause: string): Health {
  const s = ctx.s;
  const from = health(s, id);
  if (from === 'M') return from;
  const rule = CAUSES[cause];
  if (!rule) throw new Error(`unknown health cause ${cause}`);
  const { reached, cap } = rank(to) > rank(from) ? capped(s, id, to) : { reached: to, cap: null };
  if (reached === from) return from;
  ctx.setHealth(id, reached, cause, cap ? { asked: to, cap } : undefined);
  if (cap === 'coriace')
    ctx.emit(
      'plafond',
      { to: 'mj' },
      () =>
        `${name(s, id)} est le coriace : un cran à la fois, ${word(reached)} au lieu ${de(word(to))} ; il ou elle ${move(from, reached)}.`,
      { player: id, asked: to },
    );
  if (cap === 'sesiano')
    ctx.emit(
      'plafond',
      { to: 'mj' },
      () => `${name(s, id)}, Prophète Sesiano, n’a pas utilisé sa résurrection : Quasi-mort au lieu de Mort.`,
      { player: id, asked: to },
    );
  return reached;
}

export interface Blow {
  /** The table's result (000:699-720). */
  result: Health;
  /** A key of CAUSES. */
  cause: string;
  /** Alone in his hospital room with the attackers: at least one step lost (000:622). */
  lone?: boolean;
}

/**
 * Apply a table's result to a victim: the charms shift it, it never heals,
 * a lone patient loses at least one step. Returns the state reached.
 */
export function hit(ctx: QCtx, id: PlayerId, blow: Blow): Health {
  const { result, cause, lone = false } = blow;
  const s = ctx.s;
  const from = health(s, id);
  if (!harmable(s, id)) return from;
  let r = result;
  if (s.rs.porteMalheur === id && s.rs.porteBonheur === id) {
    // Both charms on one player: the two shifts cancel out, and both are spent (reading choice).
    ctx.s.rs.porteMalheur = null;
    ctx.s.rs.porteBonheur = null;
    ctx.emit(
      'porte',
      { to: 'mj' },
      () => `${name(s, id)} porte le porte-malheur et le porte-bonheur : ils s’annulent (${word(result)}).`,
    );
  } else if (s.rs.porteMalheur === id) {
    r = stepDown(r);
    ctx.s.rs.porteMalheur = null;
    ctx.emit(
      'porte',
      { to: 'mj' },
      () => `Le porte-malheur ${de(name(s, id))} aggrave le résultat d’un cran : ${shifted(result, r)}.`,
    );
  } else if (s.rs.porteBonheur === id) {
    r = stepUp(r);
    ctx.s.rs.porteBonheur = null;
    ctx.emit(
      'porte',
      { to: 'mj' },
      () => `Le porte-bonheur ${de(name(s, id))} adoucit le résultat d’un cran : ${shifted(result, r)}.`,
    );
  }
  let to = worse(from, r);
  if (lone && rank(r) <= rank(from)) to = stepDown(from);
  return changeHealth(ctx, id, to, cause);
}

export interface Strike {
  actor: PlayerId;
  /** The act recorded for the invariant (« seth », « hantise »…). */
  power: string;
  target: PlayerId;
  /** A key of CAUSES. */
  cause: string;
}

/** A kill power (→ Q): Seth, the red Reptilienne, the Fennec, a boss on his sbire (000:288, 295, 317, 443). */
export function strike(ctx: QCtx, { actor, power, target, cause }: Strike): void {
  act(ctx, actor, power);
  const s = ctx.s;
  if (!harmable(s, target)) {
    ctx.emit(
      'sans-effet',
      { to: 'mj' },
      () => `${name(s, target)} est Q : personne ne peut encore l’aggraver (aucun retour de Q).`,
    );
    return;
  }
  changeHealth(ctx, target, 'Q', cause);
}
