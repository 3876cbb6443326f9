/**
 * The Thiercelieux ruleset's own state and the small queries every step uses.
 */
import { isDraft } from 'immer';
import { isAlive, type GameState, type PlayerId } from '../../engine';
import { ALIVE_DEAD } from '../../engine/health';
import { isVillagePower } from './roles';
import { RECUEIL_ROLES } from './roles-recueil';

const RECUEIL_IDS = new Set(RECUEIL_ROLES.map((r) => r.id));

/** What happened tonight: the attacks and protections the dawn reads (see outcome.ts). */
export interface Night {
  /** The wolves' choice. */
  victim: PlayerId | null;
  /** The MJ caught the Petite Fille spying: she dies instead of the victim. */
  littleGirlCaught: boolean;
  protectedId: PlayerId | null;
  /** Whom the Sorcière's healing potion saved. */
  healed: PlayerId | null;
  poisoned: PlayerId | null;
  /** The house the Trappeur trapped, and the wolf the trap caught. */
  trap: PlayerId | null;
  trapped: PlayerId | null;
  /** The Homme des Bois the wolves bit: he survives as a wolf (004:261). */
  converted: PlayerId | null;
  /** The Devin's forced victim. */
  forced: PlayerId | null;
  cassandra: PlayerId | null;
  /** Jekyll's die, Hyde's victim, Jekyll's save. */
  jekyllRoll: number | null;
  hyde: PlayerId | null;
  jekyllSaved: PlayerId | null;
  /** The Justicier's victims: at the start of the night, at its end. */
  justicierJour: PlayerId | null;
  justicierNuit: PlayerId | null;
  /** The Corbeau's die, and whom his card lies before (shown at dawn). */
  corbeauRoll: number | null;
  corbeauCard: PlayerId | null;
  /** The Magistrat's immunity for the coming day, and who granted it. */
  immune: PlayerId | null;
  immuneBy: PlayerId | null;
  /** The Tavernier's guests, and the shuffled order they are called in at dawn. */
  tavern: PlayerId[] | null;
  tavernOrder: PlayerId[] | null;
  /** Deaths of a night the Astrologue's eclipse of the sun ran into this one (revealed at this dawn). */
  carried: { id: PlayerId; cause: Cause }[];
}

export type Cause =
  | 'loups'
  | 'poison'
  | 'vote'
  | 'chasseur'
  | 'chagrin'
  | 'exclusion'
  | 'cassandra'
  | 'erreur'
  | 'hyde'
  | 'piege'
  | 'justicier'
  | 'imposteur'
  | 'mutation';

export interface Death {
  id: PlayerId;
  cause: Cause;
  day: number;
  phase: string;
  /** True for the night's dead revealed at dawn (and their grief); false for the day's. */
  night: boolean;
  /** A lover's grief: the cause the partner died of (004:140). */
  source?: Cause;
}

export interface Slip {
  player: PlayerId;
  role: string;
  [key: string]: string;
}

export interface EventCard {
  title: string;
  effect: string;
  [key: string]: string;
}

export interface TState {
  night: Night;
  /** Whom the Sauveteur protected last night (not twice in a row). */
  lastProtected: PlayerId | null;
  /** The Ancien was killed by the village: villagers' powers are gone. */
  villagersPowerless: boolean;
  lovers: [PlayerId, PlayerId] | null;
  deaths: Death[];
  /** Cards the Prêtre's blessing took out of the game: still called, in the void (004:525). */
  removed: string[];
  /** The Mauvais Esprit's two enemies. */
  enemies: [PlayerId, PlayerId] | null;
  /** The Assassin's targets, and who named them. */
  assassinTargets: PlayerId[] | null;
  assassinBy: PlayerId | null;
  /** The Fanatique who named every wolf at the stake. */
  fanaticHero: PlayerId | null;
  /** The first player the wolves killed (chooses the trapped wolf, wakes the Trappeur). */
  firstDevoured: PlayerId | null;
  /** The Transformiste's pile (null until first needed). */
  pile: string[] | null;
  /** The card the Transformiste drew tonight (shown at his call). */
  transformDraw: string | null;
  /** The Graphologue's slips still in the heap, those drawn, and tonight's. */
  slips: Slip[] | null;
  slipsDrawn: PlayerId[];
  slipDraw: Slip | null;
  /** The event deck, top first, and the cards already revealed. */
  deck: EventCard[];
  discard: EventCard[];
  /** The caractère cards drawn at the mayor's turn, in the order the Maire gives them. */
  caracteres: string[];
  /** The Astrologue's effects: a night that does not happen, a night without wolves, a night that runs on into the next. */
  noNight: number | null;
  moonless: number | null;
  sunEclipse: boolean;
  /** The last day that was played (an eclipse of the sun skips one). */
  lastDay: number;
  /** Every trap laid: by whom, before whose house, which night (never his own, never twice running). */
  traps: { by: PlayerId; id: PlayerId; night: number }[];
}

export type TGame = GameState<TState>;

export const DEAD = 'mort';
export const HEALTH = ALIVE_DEAD;

/** A fresh night record. Frozen and shared: immer copies it on the first write and never walks it. */
export const EMPTY_NIGHT: Night = Object.freeze(makeNight()) as Night;

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
    carried: Object.freeze([]) as unknown as Night['carried'],
  };
}

export function initialState(): TState {
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

export function opt<T extends string | number | boolean>(s: TGame, id: string): T {
  return s.setup.options[id] as T;
}

export function alive(s: TGame, id: PlayerId): boolean {
  return isAlive(HEALTH, s.players[id]!.health);
}

export function living(s: TGame): PlayerId[] {
  return s.order.filter((id) => alive(s, id));
}

/** Out of the room for a night and a day (the Mage, 004:336-338). */
export function disappeared(s: TGame, id: PlayerId): boolean {
  return s.players[id]!.markers.disparu === true;
}

/** Dead in a night an eclipse of the sun ran on from: revealed only at the next dawn (004:97). */
export function doomed(s: TGame, id: PlayerId): boolean {
  return s.players[id]!.markers.condamne === true;
}

/** The last finalized `players` object `present` was asked about, and its answer (the calls of one answer ask it many times). */
let presentFor: object | null = null;
let presentList: PlayerId[] = [];

/** Living players around the table: the only ones a card may designate (004:338). */
export function present(s: TGame): PlayerId[] {
  if (isDraft(s.players)) return s.order.filter((id) => alive(s, id) && !disappeared(s, id) && !doomed(s, id));
  if (presentFor !== s.players) {
    presentList = s.order.filter((id) => alive(s, id) && !disappeared(s, id) && !doomed(s, id));
    presentFor = s.players;
  }
  return presentList;
}

/**
 * Who holds which card, per finalized `players` object: every call's guards ask
 * it, often several times, while the cards themselves rarely change. A draft is
 * never cached (its content changes under the same identity).
 */
const holdersByPlayers = new WeakMap<object, Map<string, PlayerId[]>>();

/** Players holding `role` now (dead or alive), in seating order. */
export function holders(s: TGame, role: string): PlayerId[] {
  if (isDraft(s.players)) return s.order.filter((id) => s.players[id]!.role === role);
  let index = holdersByPlayers.get(s.players);
  if (!index) {
    index = new Map();
    for (const id of s.order) {
      const r = s.players[id]!.role;
      const list = index.get(r);
      if (list) list.push(id);
      else index.set(r, [id]);
    }
    holdersByPlayers.set(s.players, index);
  }
  return index.get(role) ?? [];
}

export function livingHolders(s: TGame, role: string): PlayerId[] {
  return holders(s, role).filter((id) => alive(s, id));
}

/** The player called for a single-holder role (the living one first). */
export function holder(s: TGame, role: string): PlayerId | null {
  return livingHolders(s, role)[0] ?? holders(s, role)[0] ?? null;
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
  return isWolfRole(s.players[id]!.role);
}

/** Wolves still in the game (not the dead of an eclipse night, who only wait to be revealed). */
export function livingWolves(s: TGame): PlayerId[] {
  return s.order.filter((id) => isWolf(s, id) && alive(s, id) && !doomed(s, id));
}

/** Players sitting around the table, for neighbours and distances: alive (the night's victims included), not gone with the Mage (004:499-500). */
export function aroundTable(s: TGame): PlayerId[] {
  return s.order.filter((id) => alive(s, id) && !disappeared(s, id));
}

/** The first value of a players answer, or null. */
export function firstOf(value: unknown): PlayerId | null {
  return Array.isArray(value) ? ((value[0] as PlayerId | undefined) ?? null) : null;
}

/** A number marker of a player (0 when unset). */
export function count(s: TGame, id: PlayerId, key: string): number {
  return (s.players[id]!.markers[key] as number | undefined) ?? 0;
}

/** Wolf cards brought into the game (the Chef de Meute counts, the Homme des Bois does not): 004:80, 004:362. */
export function wolfCardsInPlay(s: TGame): number {
  const all = s.setup.composition.filter(isWolfRole).length;
  return all - s.spare.filter(isWolfRole).length;
}

/** Whether a card's power still works (the Ancien's death takes villagers' powers away). */
export function powered(s: TGame, id: PlayerId): boolean {
  return !(s.rs.villagersPowerless && isVillagePower(s.players[id]!.role));
}

/** Why a player's own calls have no effect tonight, or null (dead, asleep, gone, powerless). */
export function playerInert(s: TGame, id: PlayerId): string | null {
  const p = s.players[id]!;
  if (!alive(s, id) || doomed(s, id)) return `${p.name} est mort·e`;
  if (p.markers.disparu === true) return `${p.name} a disparu (Mage)`;
  if (p.markers.endormi === true) return `${p.name} dort (Marchand de Sable)`;
  if (!powered(s, id)) return 'les villageois ont perdu leurs pouvoirs (mort de l’Ancien)';
  return null;
}

/** Why the role's call has no effect now, or null (shared by every role step). */
export function roleInert(s: TGame, role: string): string | null {
  const id = holder(s, role);
  if (id === null) return s.rs.removed.includes(role) ? 'carte retirée par la bénédiction du Prêtre' : 'carte absente';
  return playerInert(s, id);
}

export function name(s: TGame, id: PlayerId): string {
  return s.players[id]!.name;
}

export function names(s: TGame, ids: readonly PlayerId[]): string {
  const list = ids.map((id) => name(s, id));
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`;
}

export function partnerOf(s: TGame, id: PlayerId): PlayerId | null {
  const l = s.rs.lovers;
  if (!l) return null;
  if (l[0] === id) return l[1];
  if (l[1] === id) return l[0];
  return null;
}

export function captain(s: TGame): PlayerId | null {
  return s.posts.capitaine ?? null;
}

let recueilFor: object | null = null;
let recueilValue = false;

/**
 * Whether any card of the recueil is in the composition (centre cards
 * included). A base game skips the recueil's checks altogether: its hot paths
 * (the end check, the invariants) stay as cheap as before.
 */
export function recueilInPlay(s: TGame): boolean {
  if (recueilFor !== s.setup) {
    recueilValue = s.setup.composition.some((r) => RECUEIL_IDS.has(r));
    recueilFor = s.setup;
  }
  return recueilValue;
}

/** Whether the game plays with the event deck (an option, or a card that needs it: 004:191, 004:465). */
export function eventsInPlay(s: TGame): boolean {
  return opt<boolean>(s, 'evenements') || s.setup.composition.includes('diseuse') || s.setup.composition.includes('maitre-du-destin');
}
