/**
 * « Informed » players, configured by a ruleset (`rulesets/<id>/policy.ts`):
 * the killers (the wolves, the Reptiliens) never aim at one of their own and
 * vote together; the others vote against a player a seeing role found to be
 * a killer, while that seer lives; a last shot aims at a known enemy. Every
 * other call is left to chance, as in random playouts.
 */
import type { Policy, PolicyCall } from './policy';
import { nextInt } from './random';
import type { GameState, Json, PlayerId, RngState } from './types';

/** A seer's finding: `seer` saw `target`'s card. */
export interface Finding {
  seer: PlayerId;
  target: PlayerId;
}

export interface InformedRules<S extends GameState> {
  /** Whether a player plays for the killers now (they know each other). */
  killer(s: S, id: PlayerId): boolean;
  /** The killers' calls that name their target. */
  attacks: readonly string[];
  /** The player a choice's value aims at (a house, a room), null for none; players prompts need none. */
  aimedAt?(value: Json): PlayerId | null;
  /** The village's votes (ballots prompts). */
  votes: readonly string[];
  /** What the seeing roles have found so far. */
  findings(s: S): Finding[];
  /** Whether a seer still plays (alive, in the game). */
  lives(s: S, id: PlayerId): boolean;
  /** The last shots (players prompts), by step: who fires. */
  shots?: Readonly<Record<string, (s: S) => PlayerId | null>>;
}

const pick = <V>(rng: RngState, items: readonly V[]): V | undefined =>
  items.length ? items[nextInt(rng, items.length)] : undefined;

/** The killers the village knows of: found by a seer who still plays. */
function known<S extends GameState>(r: InformedRules<S>, s: S): Set<PlayerId> {
  return new Set(
    r
      .findings(s)
      .filter((f) => r.lives(s, f.seer) && r.killer(s, f.target))
      .map((f) => f.target),
  );
}

function attack<S extends GameState>(r: InformedRules<S>, s: S, call: PolicyCall, rng: RngState): Json | undefined {
  const p = call.prompt;
  if (p.kind === 'players' && p.min <= 1) {
    const target = pick(
      rng,
      p.candidates.filter((id) => !r.killer(s, id)),
    );
    return target === undefined ? undefined : [target];
  }
  if (p.kind === 'choice' && r.aimedAt) {
    const aim = r.aimedAt;
    const option = pick(
      rng,
      p.options.filter((o) => {
        const id = aim(o.value);
        return id !== null && !r.killer(s, id);
      }),
    );
    return option?.value;
  }
  return undefined;
}

function ballots<S extends GameState>(r: InformedRules<S>, s: S, call: PolicyCall, rng: RngState): Json | undefined {
  const p = call.prompt;
  if (p.kind !== 'ballots') return undefined;
  const guilty = known(r, s);
  // The killers agree on one victim before the vote.
  const theirs = pick(
    rng,
    p.candidates.filter((id) => !r.killer(s, id)),
  );
  const out: Record<string, Json> = {};
  for (const v of p.voters) {
    const pool = p.only?.[v.id] ?? p.candidates;
    if (pool.length === 0) {
      if (p.allowBlank) out[v.id] = null;
      continue;
    }
    const choice = r.killer(s, v.id)
      ? theirs !== undefined && pool.includes(theirs)
        ? theirs
        : (pick(
            rng,
            pool.filter((id) => !r.killer(s, id)),
          ) ?? pick(rng, pool)!)
      : (pool.find((id) => guilty.has(id)) ?? pick(rng, pool)!);
    out[v.id] = choice;
  }
  return out;
}

function shot<S extends GameState>(
  r: InformedRules<S>,
  s: S,
  call: PolicyCall,
  rng: RngState,
  shooter: PlayerId | null,
): Json | undefined {
  const p = call.prompt;
  if (p.kind !== 'players' || shooter === null || p.candidates.length === 0) return undefined;
  if (r.killer(s, shooter)) {
    const target = pick(
      rng,
      p.candidates.filter((id) => !r.killer(s, id)),
    );
    return target === undefined ? undefined : [target];
  }
  const guilty = known(r, s);
  const target = p.candidates.find((id) => guilty.has(id));
  return target === undefined ? undefined : [target];
}

/** The informed policy of a ruleset. */
export function informedPolicy<S extends GameState>(r: InformedRules<S>): Policy<S> {
  return {
    id: 'informed',
    answer(s, call, rng) {
      if (r.attacks.includes(call.step)) return attack(r, s, call, rng);
      if (r.votes.includes(call.step)) return ballots(r, s, call, rng);
      const shooter = r.shots?.[call.step];
      return shooter ? shot(r, s, call, rng, shooter(s)) : undefined;
    },
  };
}

/** The findings logged as events of `type`, with the target in `data.target` and the seer the only one told. */
export function findingsIn(s: GameState, types: readonly string[]): Finding[] {
  const out: Finding[] = [];
  for (const e of s.events) {
    if (!types.includes(e.type) || e.vis.to !== 'players') continue;
    const d = e.data;
    const seer = e.vis.ids[0];
    if (seer === undefined || d === null || typeof d !== 'object' || Array.isArray(d) || typeof d.target !== 'string')
      continue;
    out.push({ seer, target: d.target });
  }
  return out;
}
