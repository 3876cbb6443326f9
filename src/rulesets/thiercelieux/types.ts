/**
 * The Thiercelieux ruleset's types, declared once: its own state, its
 * players' markers, its steps with their arguments, its actions. Every other
 * file reads them from here.
 */
import type { Game, PlayerId, StepId } from '../../engine';

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

/** What happened tonight: the attacks and protections the dawn reads (see outcome.ts). */
export type Night = {
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
};

export type Death = {
  id: PlayerId;
  cause: Cause;
  day: number;
  phase: string;
  /** True for the night's dead revealed at dawn (and their grief); false for the day's. */
  night: boolean;
  /** A lover's grief: the cause the partner died of (004:140). */
  source?: Cause;
};

/** A Graphologue's slip: who wrote it, and the card he wrote on it. */
export type Slip = {
  player: PlayerId;
  role: string;
};

/** An event card as the MJ typed it. */
export type EventCard = {
  title: string;
  effect: string;
};

export type TState = {
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
};

/** The Prêtre's blessing: whether it may save (not a former wolf), and whether it did. */
export type Blessing = { eligible: boolean; used: boolean };

/** A choice a card may not repeat the next night (the Trappeur's house, the Marchand de Sable's sleeper). */
export type LastChoice = { id: PlayerId; night: number };

/** Each player's markers, with the value each holds (how the grimoire shows them: markers.ts). */
export type TMarkers = {
  /** The lover's id. */
  amoureux: PlayerId;
  charme: boolean;
  protege: boolean;
  potionVie: boolean;
  potionMort: boolean;
  ancienBlesse: boolean;
  idiotRevele: boolean;
  // The recueil's cards.
  beni: Blessing;
  /** The caractère card's id. */
  caractere: string;
  /** The enemy's id. */
  ennemi: PlayerId;
  cibleAssassin: boolean;
  /** Whom the hypnotised player must vote against. */
  hypnotise: PlayerId;
  immunise: boolean;
  disparu: boolean;
  endormi: boolean;
  condamne: boolean;
  piege: boolean;
  /** The card the table saw turned over. */
  carteMontree: string;
  exHommeDesBois: boolean;
  exImmortel: boolean;
  ame: 'attend' | 'appelee';
  transformiste: boolean;
  devinUtilise: boolean;
  mageUtilise: boolean;
  hypnoses: number;
  taverne: number;
  lectures: number;
  espionnages: number;
  espionNuit: boolean;
  astrologie: number;
  /** Those the Magistrat already made immune. */
  immunises: PlayerId[];
  dernierPiege: LastChoice;
  dernierEndormi: LastChoice;
  cassandraLoups: number;
  cassandraErreurs: number;
  corbeauFait: boolean;
};

/** The markers that count uses (0 when unset). */
export type Counter = { [K in keyof TMarkers]: TMarkers[K] extends number ? K : never }[keyof TMarkers];

/** A result the MJ shows or whispers (the Voyante's card…) on its own screen. */
/** A result to show: `line` is read aloud, `notes` are what the MJ shows or does in silence. */
export type ShowArgs = { title: string; line: string; notes?: string[] };

/** The players tied at the village's vote. */
export type Tied = { tied: PlayerId[] };

/** A player struck to death whose card keeps him in play (the Immortel, the Imposteur). */
export type Revenant = { id: PlayerId; night: boolean; cause: Cause };

/** Every step, with what it is scheduled with (`undefined`: nothing). */
export type TSteps = {
  // The night, base cards.
  endormissement: undefined;
  voleur: undefined;
  cupidon: undefined;
  amoureux: undefined;
  montrer: ShowArgs;
  voyante: undefined;
  sauveteur: undefined;
  loups: undefined;
  'petite-fille': undefined;
  'sorciere-vie': undefined;
  'sorciere-mort': undefined;
  flute: undefined;
  charmes: undefined;
  // Dawn and day.
  aube: undefined;
  immunite: undefined;
  taverne: undefined;
  election: undefined;
  debat: undefined;
  vote: undefined;
  departage: Tied;
  'second-tour': Tied;
  execution: { target: PlayerId };
  chasseur: { id: PlayerId };
  successeur: { id: PlayerId };
  // The recueil's cards.
  maire: undefined;
  'reveil-maire': undefined;
  pretre: undefined;
  'mauvais-esprit': undefined;
  ennemis: undefined;
  assassin: undefined;
  'justicier-jour': undefined;
  transformiste: undefined;
  'marchand-de-sable': undefined;
  mage: undefined;
  lectrice: undefined;
  'lectrice-mime': { target: PlayerId };
  'apprentie-voyante': undefined;
  mathematicien: undefined;
  'couche-tard': undefined;
  trappeur: undefined;
  devin: undefined;
  piege: undefined;
  'homme-des-bois': undefined;
  cassandra: undefined;
  jekyll: undefined;
  astrologue: undefined;
  'nuit-eclipse': undefined;
  'eclipse-lune': undefined;
  hypnotiseur: undefined;
  hypnose: { subject: PlayerId };
  diseuse: undefined;
  'maitre-du-destin': undefined;
  magistrat: undefined;
  tavernier: undefined;
  'justicier-nuit': undefined;
  corbeau: undefined;
  evenement: undefined;
  graphologue: undefined;
  immortel: Revenant;
  imposteur: Revenant;
};

export type TActions = 'exclusion' | 'ame-en-peine' | 'espion' | 'detective' | 'evenement';

export type TTypes = {
  rs: TState;
  markers: TMarkers;
  steps: TSteps;
  actions: TActions;
};

export type TGame = Game<TTypes>;

export type TStepId = StepId<TTypes>;

/** The steps scheduled without arguments: the ones a flow lists by id. */
export type PlainStep = { [K in TStepId]: undefined extends TSteps[K] ? K : never }[TStepId];
