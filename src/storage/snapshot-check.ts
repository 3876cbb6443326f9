/**
 * A snapshot's check (issue 28: a snapshot whose player names were changed
 * opened as is). A snapshot only shortens a replay, so one that fails its
 * check is never used: the game is replayed from its answers, which the
 * schema reads one by one, and a new snapshot is stored.
 *
 * The check is the number of answers the state follows and a hash of the
 * state, written with it; on reading, the snapshot must also start from the
 * game's own setup. The hash catches damage, not a forger (who could
 * recompute it): a forged snapshot still has to agree with the game's setup.
 */
import type { GameSetup, GameState } from '../engine/types';

export interface SnapshotCheck {
  /** The number of answers the state follows (its `seq`). */
  count: number;
  /** `stateHash` of the state. */
  hash: string;
}

/** JSON with object keys sorted, so that the same state always gives the same text (IndexedDB keeps key order, a copy may not). */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) sorted[k] = (value as Record<string, unknown>)[k];
    return sorted;
  });
}

/**
 * A 64-bit hash (two 32-bit FNV-1a lanes with different seeds) of a text, in
 * hex: synchronous, so it runs inside a storage transaction.
 */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export function stateHash(state: GameState): string {
  return hash64(canonical(state));
}

export function snapshotCheck(state: GameState): SnapshotCheck {
  return { count: state.seq, hash: stateHash(state) };
}

/**
 * What a setup keeps through the engine's own check of it (which may fill
 * options in): the rules, the seed and who plays, under which names.
 */
function identity(setup: GameSetup): unknown {
  return { rulesetId: setup.rulesetId, seed: setup.seed, players: setup.players };
}

/** Why a stored snapshot cannot be trusted for a game of this setup (French, for the log), or null. */
export function snapshotProblem(
  snap: { seq: number; state: GameState; check?: SnapshotCheck },
  setup: GameSetup,
): string | null {
  if (!snap.check) return 'instantané sans contrôle (version antérieure)';
  if (snap.check.count !== snap.seq || snap.state?.seq !== snap.seq) return 'nombre de réponses incohérent';
  if (stateHash(snap.state) !== snap.check.hash) return 'contenu modifié';
  if (canonical(identity(snap.state.setup)) !== canonical(identity(setup)))
    return 'configuration différente de celle de la partie';
  return null;
}
