// Unit tests (node): IndexedDB for Dexie, in memory.
import 'fake-indexeddb/auto';
