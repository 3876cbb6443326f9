/** Public API of the storage layer (IndexedDB through Dexie). */
export { onStorageAlert, type StorageAlertKind, type StorageAlertListener } from './alerts';
export { DEFAULT_DB_NAME, VeilleurDB, getDB, openVeilleurDB, setDB } from './db';
export {
  StorageError,
  classifyStorageError,
  describeStorageError,
  isQuotaError,
  toStorageError,
  type StorageErrorKind,
} from './errors';
export {
  SNAPSHOTS_KEPT,
  appendAnswer,
  createStoredGame,
  deleteGame,
  latestSnapshot,
  listGames,
  loadNotes,
  loadStoredGame,
  renameGame,
  saveNote,
  saveSnapshot,
  truncateAnswers,
  type GameNotes,
  type GamePatch,
  type LoadedGame,
} from './games';
export { estimateUsage, persistenceStatus, requestPersistence, type PersistenceState } from './persistence';
export {
  MAX_SAVE_FILE_BYTES,
  SAVE_FORMAT,
  SAVE_FORMAT_VERSION,
  upgradeSaveFile,
  validateSaveFile,
  type SaveFile,
  type SaveFileCheck,
} from './savefile';
export {
  MIGRATIONS,
  SCHEMA_VERSION,
  type GameStatus,
  type Migration,
  type StoredAnswer,
  type StoredGame,
  type StoredNote,
  type StoredSnapshot,
} from './schema';
export { exportGame, importGame, saveFileName } from './transfer';
