/** The engine's public API: pure functions over a ruleset and a state. */
export * from './types';
export type {
  ActionDef,
  AnyRuleset,
  CampDef,
  Ctx,
  MarkerDef,
  OptionDef,
  PhasePlan,
  PublicRules,
  PublicVoteRule,
  RoleDef,
  Ruleset,
  StepDef,
} from './ruleset';
export { apply, createGame, effectsOf, type ApplyResult } from './apply';
export { replay, resume, push, undo, CHECKPOINT_EVERY, type Timeline } from './session';
export {
  currentCall,
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
  publicCallTimer,
  type PublicView,
  type PublicPlayer,
  type PublicSection,
  type PublicAnnouncements,
  type PublicVote,
} from './public';
export type { PlaceRow } from './locations';
export { checkSetup, normalizeOptions, roleName } from './setup';
export { clockLabel, weekdayOf, WEEKDAYS } from './calendar';
export { isAlive, healthState, shownState } from './health';
export { tally, describeTally, ballotsOf, type Ballot, type Tally } from './vote';
export { toMarkdown, toBBCode, toPlain, privateMessages, type TextDoc, type Block, type Span } from './documents';
