/** Public API of the storage layer (IndexedDB through Dexie). */
export { emitStorageAlert, onStorageAlert, type StorageAlertKind, type StorageAlertListener } from './alerts';
export { listAside, putAside, setAsideTail } from './aside';
export { DEFAULT_DB_NAME, VeilleurDB, getDB, openVeilleurDB, reopenDB, setDB } from './db';
export {
  StorageError,
  classifyStorageError,
  describeStorageError,
  isQuotaError,
  toStorageError,
  type StorageErrorKind,
} from './errors';
export {
  EMPTY_HEAD,
  SNAPSHOTS_KEPT,
  appendAnswer,
  appendAnswers,
  createStoredGame,
  deleteGame,
  headOf,
  latestSnapshot,
  listGames,
  renameGame,
  saveSnapshot,
  truncateAnswers,
  type GamePatch,
  type Head,
} from './games';
export { loadStoredGame, type LoadedGame } from './load';
export { MSG_CONFLICT } from './messages';
export { UNTITLED, cleanTitle } from './names';
export { loadNotes, noteTooLong, saveNote, type GameNotes } from './notes';
export { estimateUsage, persistenceStatus, requestPersistence, type PersistenceState } from './persistence';
export {
  MAX_SAVE_FILE_BYTES,
  SAVE_FORMAT,
  SAVE_FORMAT_VERSION,
  upgradeSaveFile,
  validateSaveFile,
  type Replayed,
  type SaveFile,
  type SaveFileCheck,
  type ValidSave,
} from './savefile';
export {
  ANSWERS_MAX,
  NOTE_MAX,
  SOURCE_LINE_MAX,
  SOURCE_MESSAGE_MAX,
  answerSchema,
  answersSchema,
  frenchIssue,
  idSchema,
  jsonCopy,
  parseWith,
  playerNameSchema,
  setupSchema,
  type AsideBatch,
  type Parsed,
} from './savefile-schema';
export {
  MIGRATIONS,
  SCHEMA_VERSION,
  type GameStatus,
  type Migration,
  type StoredAnswer,
  type StoredAside,
  type StoredGame,
  type StoredNote,
  type StoredSnapshot,
} from './schema';
export { exportGame, importGame, saveFileName } from './transfer';
export { answerKeys, canonicalJson } from './answers-key';
export { keyCount, loadOdds, readOdds, saveEvolution, saveOddsPoints, trustedOdds } from './odds';
export type { EvolutionData, OddsPointData, OddsRunData, SavedOdds } from './odds-schema';
export { loadOddsRun, saveOddsRun } from './odds-run';
