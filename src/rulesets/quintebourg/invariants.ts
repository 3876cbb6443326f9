/**
 * What must hold after every answer (property tests, the simulator): health
 * moves only along the steps its cause allows, nobody harms a Q before
 * someone came back from Q, coins are conserved but for what a rule removes,
 * nobody unavailable acts, one post each, roles stay as dealt.
 */
import { memo, playerIn, playerRead, type GameEvent, type Json } from '../../engine';
import { doublePosts } from '../quintebourg-family/posts';
import { dealtCoins, held, removedCoins, unheldCoins } from './coins';
import { CAUSES, moveProblem, rank } from './health';
import { mapProblems } from './night-map';
import { MANDATORY } from './posts';
import { canUse, partyHolder, usesAllowed } from './queries';
import type { Act, QGame } from './types';

/** Who may act in which state (000:75-81): I or B, awake; the exceptions the book lists. */
const ANY_BUT_DEAD = new Set(['resurrection', 'miracle', 'conversion', 'creation-haine', 'creation-plans']);
/** Skadi acts in any state (000:361); a law may give the C, Q and M a vote (000:671). */
const ANY = new Set(['skadi', 'vote-loi']);
const FROM_BEYOND = new Set(['hantise']);

/** The events of the last answer (the property tests check every answer). */
function lastEvents(s: QGame): GameEvent[] {
  const out: GameEvent[] = [];
  for (let i = s.events.length - 1; i >= 0; i--) {
    const e = s.events[i]!;
    if (e.seq !== s.seq - 1) break;
    out.unshift(e);
  }
  return out;
}

/** A logged health change (engine `setHealth`), with what a capped worsening asked for and the cap. */
interface HealthMove {
  player: string;
  from: string;
  to: string;
  cause: string;
  asked?: string;
  cap?: string;
}

const text = (data: { [key: string]: Json }, key: string): string | undefined => {
  const v = data[key];
  return typeof v === 'string' ? v : undefined;
};

/** The move a « health » event logged (its data is the engine's `setHealth` detail). */
function healthMove(e: GameEvent): HealthMove | null {
  const d = e.data;
  if (e.type !== 'health' || d === null || typeof d !== 'object' || Array.isArray(d)) return null;
  const [player, from, to, cause] = [text(d, 'player'), text(d, 'from'), text(d, 'to'), text(d, 'cause')];
  if (player === undefined || from === undefined || to === undefined || cause === undefined) return null;
  return { player, from, to, cause, asked: text(d, 'asked'), cap: text(d, 'cap') };
}

/** Whether a capped worsening is one the cap allows: le coriace loses one step (000:411), Sesiano stays Q (000:106). */
function capProblem(s: QGame, move: HealthMove & { asked: string }): string | null {
  const { player, from, to, asked, cap } = move;
  if (cap === 'coriace') {
    if (s.rs.cards[player]?.effect !== 'coriace') return `capped as coriace without the card (${from} → ${to})`;
    if (rank(asked) <= rank(from) + 1 || rank(to) !== rank(from) + 1) return `coriace cap ${from} → ${to} for ${asked}`;
    return null;
  }
  if (cap === 'sesiano') {
    if (playerRead(s.players, player).role !== 'sesiano') return `capped as Sesiano without the card (${from} → ${to})`;
    if (asked !== 'M' || to !== 'Q') return `Sesiano cap ${from} → ${to} for ${asked}`;
    return null;
  }
  return `unknown cap ${String(cap)} (${from} → ${to} for ${asked})`;
}

/** Who acted when he could not (000:75-81, 697). */
function actProblems(acts: readonly Act[]): string[] {
  const out: string[] = [];
  for (const a of acts) {
    if (ANY.has(a.power)) continue;
    if (FROM_BEYOND.has(a.power)) {
      if (a.health !== 'Q' && a.health !== 'M') out.push(`${a.actor} haunted while ${a.health}`);
      continue;
    }
    if (ANY_BUT_DEAD.has(a.power)) {
      if (a.health === 'M') out.push(`${a.actor} used ${a.power} while dead`);
      continue;
    }
    if ((a.health !== 'I' && a.health !== 'B') || a.asleep)
      out.push(`${a.actor} used ${a.power} while ${a.asleep ? 'asleep' : a.health}`);
  }
  return out;
}

/**
 * The coins the players hold and each player's own checks, worked out once
 * per players record (many answers change only the night or the day): one
 * walk, each purse read once. The record's keys are the table in its first
 * seating.
 */
function playerChecks(players: QGame['players']): { coins: number; problems: string[] } {
  const problems: string[] = [];
  let coins = 0;
  for (const id of Object.keys(players)) {
    const p = playerIn(players, id);
    const purse = held(p);
    coins += purse;
    if (purse < 0) problems.push(`${id} owes coins`);
    if ((p.health === 'Q' || p.health === 'M') && purse > 0) problems.push(`${id} is ${p.health} and holds coins`);
    if (p.announced.health === 'M' && p.health !== 'M') problems.push(`${id} was told dead (M) but is ${p.health}`);
    // No rule changes a card once dealt: the party card holders' index relies on it (`queries/cards.ts`).
    if (p.role !== p.initialRole) problems.push(`${id} holds ${p.role}, dealt ${p.initialRole}`);
  }
  return { coins, problems };
}

/** The mandatory posts the record lacks (000:471-473). */
function missingPosts(posts: QGame['posts']): string[] {
  return MANDATORY.filter((p) => !(p in posts)).map((p) => `mandatory post ${p} missing`);
}

export function invariants(s: QGame): string[] {
  const out: string[] = [];
  const events = lastEvents(s);
  let returned = s.rs.returned && !events.some((e) => e.type === 'retour');
  for (const e of events) {
    if (e.type === 'retour') returned = true;
    const move = healthMove(e);
    if (!move) continue;
    const { player, from, to, cause, asked } = move;
    // A capped move obeys its cause's rule with the state it asked for, and the cap's own rule with the state reached.
    const bad = moveProblem(from, asked ?? to, cause);
    if (bad) out.push(`${player}: ${bad}`);
    if (asked !== undefined) {
      const problem = capProblem(s, { ...move, asked });
      if (problem) out.push(`${player}: ${problem}`);
    }
    // The caps hold for every cause (000:106, 411).
    if (s.rs.cards[player]?.effect === 'coriace' && rank(to) > rank(from) + 1)
      out.push(`${player}: coriace dropped ${from} → ${to}`);
    if (to === 'M' && playerRead(s.players, player).role === 'sesiano' && canUse(s, player, 'resurrection'))
      out.push(`${player}: Sesiano is M with his resurrection unspent`);
    if (from === 'Q' && rank(to) > rank('Q') && !returned && !CAUSES[cause]?.mayHarmQ)
      out.push(`${player}: a Q was harmed (${cause}) before anyone came back`);
  }

  // Coins: where they are, plus those a rule removed, make the starting total; a Q or M holds none (000:126).
  const players = memo(playerChecks, s.players);
  const total = unheldCoins(s) + removedCoins(s) + players.coins;
  if (total !== dealtCoins(s)) out.push(`coins: ${total} in the game and removed, ${dealtCoins(s)} at the start`);
  out.push(...players.problems);

  // Nobody acts who cannot (000:75-81, 697): worked out once per acts list, which a new act replaces.
  out.push(...memo(actProblems, s.rs.acts));

  // One-time powers: once, twice after Skadi's reboot (000:349-355); Sesiano's miracles four in all by default (000:352).
  const allowed = usesAllowed(s);
  for (const key of Object.keys(s.rs.used))
    if (s.rs.used[key]! > allowed) out.push(`${key} used ${s.rs.used[key]} times`);
  if (s.rs.reboot && s.setup.options.miraclesReboot !== 'chacun') {
    const seer = partyHolder(s, 'sesiano');
    const miracles = seer
      ? ['resurrection', 'miracle', 'conversion'].reduce((k, p) => k + (s.rs.used[`${seer}/${p}`] ?? 0), 0)
      : 0;
    if (miracles > 4) out.push(`Sesiano made ${miracles} miracles`);
  }

  // Posts: one each, the Scrutateur aside (000:471-473); the médecin keeps the Bourreau's post (000:493).
  out.push(...doublePosts(s.order, s.posts));
  const medecin = partyHolder(s, 'medecin');
  if (medecin && s.posts.bourreau !== medecin) out.push('the Bourreau is not the médecin');
  out.push(...memo(missingPosts, s.posts));

  // Lovers hold the Amoureux card; pairs are two different players.
  for (const pair of [s.rs.lovers, s.rs.hated, s.rs.plans])
    if (pair && pair[0] === pair[1]) out.push('a pair of one player');
  if (s.rs.lovers && s.rs.lovers.some((id) => playerRead(s.players, id).role !== 'amoureux'))
    out.push('a lover without the Amoureux card');

  // The night's map: each long action where it belongs (000:170-189).
  out.push(...mapProblems(s));

  if (s.ended && s.agenda.length > 0) out.push('the game ended with calls left');
  if (!s.ended && s.agenda.length === 0) out.push('the game waits on no call');
  return out;
}
