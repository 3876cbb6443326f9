/**
 * The Thiercelieux ruleset's starting state and the small queries every step
 * uses (its types are in types.ts).
 */
import {
  ALIVE_DEAD,
  asItStands,
  barOf,
  type Bar,
  type Bars,
  type Ctx,
  eligible,
  holdersOfCard,
  isAlive,
  memo,
  memoBy,
  nameOf,
  namesOf,
  type PlayerId,
  playerIn,
  playerRead,
} from '../../engine';
import { startingMarkers } from './markers';
import { flag } from './options';
import { isVillagePower } from './roles';
import { RECUEIL_ROLES } from './roles-recueil';
import type { Counter, Night, TGame, TState, TTypes } from './types';

/** Kept for the bench (bench/long-game.ts), which names the state from here. */
export type { TState };

const RECUEIL_IDS = new Set(RECUEIL_ROLES.map((r) => r.id));

export const DEAD = 'mort';
export const HEALTH = ALIVE_DEAD;

/** Freeze `value` in place and give it back with its own type (a frozen record is still the record). */
function frozen<V extends object>(value: V): V {
  Object.freeze(value);
  return value;
}

/** A fresh night record. Frozen and shared: immer copies it on the first write and never walks it. */
export const EMPTY_NIGHT: Night = frozen(makeNight());

export function emptyNight(): Night {
  return EMPTY_NIGHT;
}

function makeNight(): Night {
  return {
    victim: null,
    littleGirlCaught: false,
    protectedId: null,
    healed: null,
    poisoned: null,
    trap: null,
    trapped: null,
    converted: null,
    forced: null,
    cassandra: null,
    jekyllRoll: null,
    hyde: null,
    jekyllSaved: null,
    justicierJour: null,
    justicierNuit: null,
    corbeauRoll: null,
    corbeauCard: null,
    immune: null,
    immuneBy: null,
    tavern: null,
    tavernOrder: null,
    carried: frozen([]),
  };
}

/**
 * A night copied one level, as one object literal in `makeNight`'s order:
 * `ctx.editEntry` copies it at each write (`replacedState`), and a spread
 * that has met every record's shape copies slowly.
 */
export function copyNight(n: Night): Night {
  return {
    victim: n.victim,
    littleGirlCaught: n.littleGirlCaught,
    protectedId: n.protectedId,
    healed: n.healed,
    poisoned: n.poisoned,
    trap: n.trap,
    trapped: n.trapped,
    converted: n.converted,
    forced: n.forced,
    cassandra: n.cassandra,
    jekyllRoll: n.jekyllRoll,
    hyde: n.hyde,
    jekyllSaved: n.jekyllSaved,
    justicierJour: n.justicierJour,
    justicierNuit: n.justicierNuit,
    corbeauRoll: n.corbeauRoll,
    corbeauCard: n.corbeauCard,
    immune: n.immune,
    immuneBy: n.immuneBy,
    tavern: n.tavern,
    tavernOrder: n.tavernOrder,
    carried: n.carried,
  };
}

/** Once the cards are dealt: each card's own markers (the Sorcière's potions…), and a fresh state. */
export function init(ctx: Ctx<TTypes>): TState {
  // Only the cards with markers of their own are written: reading every player through the draft would copy each.
  // The cards are dealt within this very resolution: read from the players as they stand, not from the base.
  const dealt = asItStands(ctx.s.players);
  for (const id in dealt) {
    const own = startingMarkers(dealt[id]!.role);
    if (Object.keys(own).length > 0) Object.assign(playerIn(ctx.s.players, id).markers, own);
  }
  return initialState();
}

function initialState(): TState {
  return {
    night: emptyNight(),
    lastProtected: null,
    villagersPowerless: false,
    lovers: null,
    deaths: [],
    removed: [],
    enemies: null,
    assassinTargets: null,
    assassinBy: null,
    fanaticHero: null,
    firstDevoured: null,
    pile: null,
    transformDraw: null,
    slips: null,
    slipsDrawn: [],
    slipDraw: null,
    deck: [],
    discard: [],
    caracteres: [],
    noNight: null,
    moonless: null,
    sunEclipse: false,
    lastDay: 0,
    traps: [],
  };
}

/**
 * The state copied one level, as one object literal in `initialState`'s
 * order: the playouts' writer copies it whenever a resolution writes one of
 * its entries, and a spread that has met every record's shape copies slowly
 * (`engine/literal-copy.ts`).
 */
export function copyState(rs: TState): TState {
  return {
    night: rs.night,
    lastProtected: rs.lastProtected,
    villagersPowerless: rs.villagersPowerless,
    lovers: rs.lovers,
    deaths: rs.deaths,
    removed: rs.removed,
    enemies: rs.enemies,
    assassinTargets: rs.assassinTargets,
    assassinBy: rs.assassinBy,
    fanaticHero: rs.fanaticHero,
    firstDevoured: rs.firstDevoured,
    pile: rs.pile,
    transformDraw: rs.transformDraw,
    slips: rs.slips,
    slipsDrawn: rs.slipsDrawn,
    slipDraw: rs.slipDraw,
    deck: rs.deck,
    discard: rs.discard,
    caracteres: rs.caracteres,
    noNight: rs.noNight,
    moonless: rs.moonless,
    sunEclipse: rs.sunEclipse,
    lastDay: rs.lastDay,
    traps: rs.traps,
  };
}

/** The ladder's living rung (alive or dead: the two states of `HEALTH`). */
const ALIVE = HEALTH.states.find((h) => h.alive)!.id;

export function alive(s: TGame, id: PlayerId): boolean {
  return isAliveHealth(playerRead(s.players, id).health);
}

/** Whether a health is the living rung, for a caller holding the player's record already (the end check's one pass). */
export function isAliveHealth(health: string): boolean {
  // The living and the dead told apart at once (every guard and the end check ask); anything else is looked up, and refused, by the ladder.
  if (health === ALIVE) return true;
  if (health === DEAD) return false;
  return isAlive(HEALTH, health);
}

export function living(s: TGame): PlayerId[] {
  return s.order.filter((id) => alive(s, id));
}

/** Out of the room for a night and a day (the Mage, 004:336-338). */
export function disappeared(s: TGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.disparu === true;
}

/** Dead in a night an eclipse of the sun ran on from: revealed only at the next dawn (004:97). */
export function doomed(s: TGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.condamne === true;
}

/** Dead: out of every card's reach. No line of its own: the refusal names the call's. */
export const DEAD_BAR: Bar<TGame> = { test: (s, id) => !alive(s, id), why: (s, id) => `${name(s, id)} est mort·e.` };

/** Gone with the Mage: out of every card's reach until he comes back (004:338). */
export const GONE_BAR: Bar<TGame> = {
  test: disappeared,
  why: (s, id) => `${name(s, id)} a disparu avec le Mage : hors de portée de toute carte jusqu’à son retour.`,
  line: '004:338',
};

/** Dead in a night an eclipse of the sun ran on from: its death is told at the next dawn (004:97). */
const DOOMED_BAR: Bar<TGame> = {
  test: doomed,
  why: (s, id) => `${name(s, id)} est mort·e pendant la nuit de l’éclipse : sa mort sera annoncée au prochain réveil.`,
  line: '004:97',
};

/** The three shared bars, in their order of precedence. */
const AWAY_PARTS: Bars<TGame> = [DEAD_BAR, DOOMED_BAR, GONE_BAR];

/**
 * The three shared bars as one: the player read once for the three tests
 * (every designating call asks it of every seat, at every prompt), and the
 * first that catches says why, with its own line (dead: the call's).
 */
const AWAY_BAR: Bar<TGame> = {
  test: (s, id) => {
    const p = playerRead(s.players, id);
    return !isAliveHealth(p.health) || p.markers.condamne === true || p.markers.disparu === true;
  },
  // Asked only of a seat the test caught: one of the three bars catches it too.
  why: (s, id) => barOf(s, AWAY_PARTS, id, undefined)!,
};

/**
 * Who is not around the table to be designated, whatever the card: the dead,
 * the dead of a night an eclipse hides, the players gone with the Mage, in
 * that order of precedence. Every designating call's bars start with these
 * (`steps/barred.ts`), and `present` is what they leave.
 */
export const AWAY: Bars<TGame> = [AWAY_BAR];

/** Only the dead left out: the MJ's own calls (an exclusion) reach whoever is alive, gone with the Mage or not. */
export const DEAD_ONLY: Bars<TGame> = [DEAD_BAR];

/** Living players around the table: the only ones a card may designate (004:338), those no bar of `AWAY` leaves out. */
export function present(s: TGame): PlayerId[] {
  // Kept per players record (the calls of one answer ask it many times).
  return memoBy(presentNow, s, s.players);
}

function presentNow(s: TGame): PlayerId[] {
  return eligible(s, AWAY, undefined);
}

/** Players holding `role` now (dead or alive), in seating order. Shared by the calls that ask: never to be written. */
export function holders(s: TGame, role: string): readonly PlayerId[] {
  return holdersOfCard(s, role);
}

export function livingHolders(s: TGame, role: string): PlayerId[] {
  return holders(s, role).filter((id) => alive(s, id));
}

/** The player called for a single-holder role (the living one first). */
export function holder(s: TGame, role: string): PlayerId | null {
  // `livingHolders(s, role)[0] ?? holders(s, role)[0]`, without a list made for it (every call's guard asks).
  const all = holders(s, role);
  for (const id of all) if (alive(s, id)) return id;
  return all[0] ?? null;
}

export function inGame(s: TGame, role: string): boolean {
  return holders(s, role).length > 0;
}

/** A card still called: held by someone, or taken out by the Prêtre's blessing (called in the void). */
export function called(s: TGame, role: string): boolean {
  return holders(s, role).length > 0 || s.rs.removed.includes(role);
}

/** The wolf cards: the Chef de Meute is a wolf in every respect (004:124). */
export const WOLF_ROLES: readonly string[] = ['loup-garou', 'chef-de-meute'];

export function isWolfRole(role: string): boolean {
  return role === 'loup-garou' || role === 'chef-de-meute';
}

export function isWolf(s: TGame, id: PlayerId): boolean {
  return isWolfRole(playerRead(s.players, id).role);
}

/** Wolves still in the game (not the dead of an eclipse night, who only wait to be revealed). */
export function livingWolves(s: TGame): PlayerId[] {
  return s.order.filter((id) => isWolf(s, id) && alive(s, id) && !doomed(s, id));
}

/** Players sitting around the table, for neighbours and distances: alive (the night's victims included), not gone with the Mage (004:499-500). */
export function aroundTable(s: TGame): PlayerId[] {
  return s.order.filter((id) => alive(s, id) && !disappeared(s, id));
}

/** The first player of a players answer (null for none, or for a « Suivant » answer). */
export function firstOf(value: readonly PlayerId[] | null): PlayerId | null {
  return value?.[0] ?? null;
}

/** A number marker of a player (0 when unset). */
export function count(s: TGame, id: PlayerId, key: Counter): number {
  return playerRead(s.players, id).markers[key] ?? 0;
}

/** Wolf cards brought into the game (the Chef de Meute counts, the Homme des Bois does not): 004:80, 004:362. */
export function wolfCardsInPlay(s: TGame): number {
  const all = s.setup.composition.filter(isWolfRole).length;
  return all - s.spare.filter(isWolfRole).length;
}

/** Whether a card's power still works (the Ancien's death takes villagers' powers away). */
export function powered(s: TGame, id: PlayerId): boolean {
  return !(s.rs.villagersPowerless && isVillagePower(playerRead(s.players, id).role));
}

/** Why a player's own calls have no effect tonight, or null (dead, asleep, gone, powerless). */
export function playerInert(s: TGame, id: PlayerId): string | null {
  // The player's record read once (every role's call asks, at every call of the agenda): `alive`, `doomed`, `powered`.
  const p = playerRead(s.players, id);
  const m = p.markers;
  if (!isAliveHealth(p.health) || m.condamne === true) return `${p.name} est mort·e`;
  if (m.disparu === true) return `${p.name} a disparu (Mage)`;
  if (m.endormi === true) return `${p.name} dort (Marchand de Sable)`;
  if (s.rs.villagersPowerless && isVillagePower(p.role))
    return 'les villageois ont perdu leurs pouvoirs (mort de l’Ancien)';
  return null;
}

/** Why the role's call has no effect now, or null (shared by every role step). */
export function roleInert(s: TGame, role: string): string | null {
  const id = holder(s, role);
  if (id === null) return s.rs.removed.includes(role) ? 'carte retirée par la bénédiction du Prêtre' : 'carte absente';
  return playerInert(s, id);
}

export const name: (s: TGame, id: PlayerId) => string = nameOf;

export const names: (s: TGame, ids: readonly PlayerId[]) => string = namesOf;

/** The other lover of a couple, or null when `id` is not one of them. */
export function partnerIn(lovers: readonly [PlayerId, PlayerId] | null, id: PlayerId): PlayerId | null {
  if (!lovers) return null;
  if (lovers[0] === id) return lovers[1];
  if (lovers[1] === id) return lovers[0];
  return null;
}

export function partnerOf(s: TGame, id: PlayerId): PlayerId | null {
  return partnerIn(s.rs.lovers, id);
}

export function captain(s: TGame): PlayerId | null {
  return s.posts.capitaine ?? null;
}

/**
 * Whether any card of the recueil is in the composition (centre cards
 * included). A base game skips the recueil's checks altogether: its hot paths
 * (the end check, the invariants) stay as cheap as before.
 */
export function recueilInPlay(s: TGame): boolean {
  return memo(recueilIn, s.setup);
}

const recueilIn = (setup: TGame['setup']): boolean => setup.composition.some((r) => RECUEIL_IDS.has(r));

/** Whether the game plays with the event deck (an option, or a card that needs it: 004:191, 004:465). */
export function eventsInPlay(s: TGame): boolean {
  return (
    flag(s, 'evenements') || s.setup.composition.includes('diseuse') || s.setup.composition.includes('maitre-du-destin')
  );
}
