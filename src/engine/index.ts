/** The engine's public API: pure functions over a ruleset and a state. */
export * from './types';
export type {
  AckPrompt,
  AnswerOf,
  AnyAnswer,
  Ballots,
  BallotsPrompt,
  ChoiceOption,
  ClosedOrderKind,
  ChoicePrompt,
  NumberPrompt,
  OrderKind,
  OrdersPrompt,
  PlayersPrompt,
  Prompt,
  TextPrompt,
  Voter,
  Why,
  YesNoPrompt,
} from './prompts';
export {
  ALL,
  ONE_IF_ANY,
  barOf,
  choose,
  eligible,
  upTo,
  type Bar,
  type Bars,
  type ChooseFields,
  type Count,
} from './bars';
export { among } from './bars-among';
export { isRecord } from './is-object';
export type { ArgStepId, ArgsOf, ArgsParam, Call, Game, PlainStepId, RulesetTypes, StepId } from './types-of';
export type { Ctx } from './ctx';
export type { ActionDef, ActionTable, Refusal, StepDef, StepTable } from './step';
export { actionsOf, stepsOf, tableOf, withRules } from './step';
export type {
  AnyRuleset,
  CampDef,
  MarkerDef,
  MarkerTable,
  OptionDef,
  PhasePlan,
  PublicRules,
  PublicVoteRule,
  RoleDef,
  Ruleset,
} from './ruleset';
export type { Outcome, Rejection } from './outcome';
export { describeRejection } from './outcome';
export { effectOf, effectsOf, type Effect } from './effects';
export { apply, createGame, startGame, type Started } from './apply';
export {
  replay,
  resume,
  push,
  undo,
  CHECKPOINT_EVERY,
  type Timeline,
  type Replayed,
  type ReplayFailure,
  type Pushed,
} from './session';
export {
  currentCall,
  currentPrompt,
  phaseProgress,
  availableActions,
  actionCall,
  grimoire,
  heldCards,
  type CallView,
  type ProgressItem,
  type ActionView,
  type ActionCallView,
  type GrimoireRow,
} from './view';
export {
  publicView,
  publicVote,
  publicVoteRule,
  publicTimer,
  type PublicView,
  type PublicPlayer,
  type PublicAnnouncements,
  type PublicVote,
} from './public';
export type { PublicBlock } from './public-blocks';
export { seatView, type SeatView } from './seat-view';
export type { PlaceRow } from './places';
export { checkSetup, normalizeOptions, roleName } from './setup';
export { clockLabel, weekdayOf, WEEKDAYS } from './calendar';
export { isAlive, healthState, shownState, ALIVE_DEAD, type HealthModel } from './health';
export { tally, describeTally, ballotsOf, type Ballot, type Tally } from './vote';
export { toMarkdown, toBBCode, toPlain, privateMessages, type TextDoc, type Block, type Span } from './documents';
export { has, own } from './lookup';
export {
  calledOn,
  daysOf,
  editRefusal,
  hasNight,
  nightCalls,
  nightRows,
  nightsPerWeek,
  nightsThisWeek,
  recordNight,
  weekdayIn,
  weekFull,
  weekOf,
  weekSteps,
  withEdit,
  type NightEdits,
  type Week,
  type WeekCall,
  type WeekRow,
  type WeekSlice,
} from './week';
export { keptWish, occupants, placesOf, type Wish } from './night-map';
/** The week's night tables as one namespace, for the rulesets that wrap its functions under the same names. */
export * as week from './week';
export type { PriorityTable } from './priority';
export { neighbours } from './seating';
export { findingsIn, informedPolicy } from './informed';
export type { Policy } from './policy';
export { actsAfterDeath } from './acts-after-death';
export { announcedNow } from './announcements';
export { bookFromAnswers, bookStart, standingBook } from './order-log';
export { emptyBook, editBook, inResolutionOrder } from './orders';
export type { Order, OrderBook, OrderEdit } from './orders';
export { de, De, que, queN, le, la, elides, inSentence, typo, andList } from './french';
export { asItStands } from './part-as-it-stands';
export { entryNow } from './replaced-entry';
export {
  playerOf,
  playerIn,
  playerRead,
  nameOf,
  namesOf,
  livingOf,
  holdersOfCard,
  cardsDealt,
  type Seated,
  type AliveTest,
} from './table';
export { memo, memoBy, indexed, indexed2, latest, latestIndexed, lastValid, sameItems, byText } from './memo';
export { nightSheet, type NightSheetNight, type NightSheetCall } from './night-sheet';
export {
  TOKEN_ACTION,
  TOKEN_COLOURS,
  TOKEN_COLOUR_NAMES,
  TOKEN_MAX_LENGTH,
  type MjToken,
  type TokenColour,
  type TokenEdit,
} from './tokens';
export {
  gameReport,
  type EndReport,
  type GameReport,
  type PlayerFacts,
  type PlayerReport,
  type PowerUses,
  type RulesetReport,
} from './report';
export {
  bookPrompt,
  type BookOptions,
  orderKindsOf,
  giversOf,
  kindsPrompt,
  promptFor,
  checkPut,
  entered,
  orderOf,
  describeOrders,
  type OrderDef,
  type Seats,
  type OrderSpec,
  type Entered,
} from './order-kinds';
export {
  BUTTON_WORDS,
  ID_MAX,
  PLAYER_NAME_MAX,
  TITLE_MAX,
  idProblem,
  isSafeId,
  nameKey,
  normalizeName,
  tableNamesProblems,
} from './names';
export type { Phrase, PhraseTable, PhraseValue } from './message-reader';
export { UNVOTE, UNVOTE_WHEN } from './message-reader';
