import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  StorageError,
  classifyStorageError,
  describeStorageError,
  isQuotaError,
  toStorageError,
} from '../../src/storage';
import { typo } from '../../src/engine/french';
import { clearClosedFor, markClosedFor } from '../../src/storage/lost';

const QUOTA =
  'Le stockage de l’appareil est plein : la dernière réponse n’a pas été enregistrée. Libérez de l’espace (ou exportez puis supprimez d’anciennes parties) et réessayez.';
const OTHER_TAB = typo(
  'Veilleur a été mis à jour dans un autre onglet : cette opération n’a pas été enregistrée (les réponses confirmées avant elle le sont). Rechargez cette page pour continuer.',
);
const UNAVAILABLE = typo(
  'Le stockage de ce navigateur est indisponible (navigation privée ou stockage désactivé ?) : rien n’a été enregistré, et Veilleur ne peut pas enregistrer de partie ici. Ouvrez-le dans une fenêtre de navigation normale.',
);

describe('describeStorageError', () => {
  it('recognises a full disk however it is wrapped', () => {
    const dom = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const cases: unknown[] = [
      dom,
      { name: 'QuotaExceededError' },
      { name: 'AbortError', inner: { name: 'QuotaExceededError' } },
      { name: 'AbortError', inner: { name: 'UnknownError', inner: { name: 'QuotaExceededError' } } },
      new Dexie.AbortError('Transaction aborted', dom),
      new Dexie.QuotaExceededError(dom),
      new StorageError('x', 'unknown', { cause: { name: 'AbortError', inner: dom } }).cause,
      { name: 'NS_ERROR_DOM_QUOTA_REACHED' },
    ];
    for (const err of cases) {
      expect(isQuotaError(err)).toBe(true);
      expect(describeStorageError(err)).toBe(QUOTA);
      expect(classifyStorageError(err)).toBe('quota');
    }
  });

  it('does not mistake other aborts for a full disk', () => {
    const err = { name: 'AbortError', inner: { name: 'ConstraintError' } };
    expect(isQuotaError(err)).toBe(false);
    expect(describeStorageError(err)).toBe(
      'Erreur de stockage inattendue (AbortError) : l’opération n’a pas été enregistrée. Rechargez la page et réessayez.',
    );
  });

  it('sends the MJ to reload when another tab took over', () => {
    for (const err of [
      new Dexie.DatabaseClosedError(),
      new Dexie.VersionError('newer'),
      { name: 'VersionError' },
      { name: 'OpenFailedError', inner: { name: 'VersionError' } },
      { type: 'versionchange' },
    ]) {
      expect(describeStorageError(err)).toBe(OTHER_TAB);
      expect(classifyStorageError(err)).toBe('other-tab');
    }
  });

  it('explains unavailable storage (private mode)', () => {
    for (const err of [
      new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      ),
      new Dexie.MissingAPIError('IndexedDB API missing'),
      { name: 'OpenFailedError', inner: { name: 'InvalidStateError' } },
      // Issue 28: once open() failed, Dexie reports every later use as a closed database, the failure inside.
      new Dexie.DatabaseClosedError(new Dexie.OpenFailedError(new DOMException('denied', 'SecurityError'))),
      { name: 'DatabaseClosedError', inner: { name: 'InvalidStateError' } },
    ]) {
      expect(describeStorageError(err)).toBe(UNAVAILABLE);
      expect(classifyStorageError(err)).toBe('unavailable');
    }
  });

  it('after another tab deleted the database, every refusal says nothing was stored (issue 28)', () => {
    markClosedFor('deleted');
    try {
      for (const err of [new Dexie.DatabaseClosedError(), { name: 'InvalidStateError' }]) {
        expect(classifyStorageError(err)).toBe('deleted');
        expect(describeStorageError(err)).toMatch(/^Rien n’a été enregistré/);
        expect(describeStorageError(err)).not.toMatch(/sont enregistrées/);
      }
    } finally {
      clearClosedFor();
    }
  });

  it('names unknown errors', () => {
    expect(describeStorageError(new TypeError('x'))).toBe(
      'Erreur de stockage inattendue (TypeError) : l’opération n’a pas été enregistrée. Rechargez la page et réessayez.',
    );
    expect(describeStorageError('bizarre')).toBe(
      'Erreur de stockage inattendue (string) : l’opération n’a pas été enregistrée. Rechargez la page et réessayez.',
    );
    expect(describeStorageError(null)).toContain('(null)');
  });

  it('keeps our own messages and wraps the rest', () => {
    const own = new StorageError('Déjà jouée.', 'conflict');
    expect(describeStorageError(own)).toBe('Déjà jouée.');
    expect(toStorageError(own)).toBe(own);

    const raw = { name: 'AbortError', inner: { name: 'QuotaExceededError' } };
    const wrapped = toStorageError(raw);
    expect(wrapped).toBeInstanceOf(StorageError);
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.name).toBe('StorageError');
    expect(wrapped.kind).toBe('quota');
    expect(wrapped.message).toBe(QUOTA);
    expect(wrapped.cause).toBe(raw);
    expect(isQuotaError(wrapped)).toBe(true);
  });

  it('survives cyclic error chains', () => {
    const a: { name: string; inner?: unknown } = { name: 'AbortError' };
    a.inner = a;
    expect(isQuotaError(a)).toBe(false);
    expect(classifyStorageError(a)).toBe('unknown');
  });
});
