import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Answer, GameSetup } from '../../src/engine/types';
import {
  SAVE_FORMAT_VERSION,
  appendAnswer,
  createStoredGame,
  exportGame,
  importGame,
  loadNotes,
  loadStoredGame,
  saveFileName,
  saveNote,
  upgradeSaveFile,
  validateSaveFile,
  type SaveFile,
  type SaveFileCheck,
} from '../../src/storage';
import { counts, sampleAnswers, sampleSetup, useFreshDB } from './helpers';

const db = useFreshDB();
const accept: SaveFileCheck = () => null;

async function storedGame(): Promise<string> {
  const id = await createStoredGame(sampleSetup(), 'Soirée chez Zoé', 'Nuit 2');
  const answers = sampleAnswers(7);
  for (let i = 0; i < answers.length; i++) await appendAnswer(id, i, answers[i]!, {});
  await saveNote(id, null, 'Zoé arbitre « à la volée »');
  await saveNote(id, 'p2', 'soupçonne p1');
  return id;
}

function validFile(): SaveFile {
  return {
    format: 'veilleur-partie',
    formatVersion: 1,
    exportedAt: '2025-03-01T20:00:00.000Z',
    game: { title: 'Partie test', rulesetId: 'thiercelieux', createdAt: 1_700_000_000_000, status: 'active', setup: sampleSetup() },
    answers: sampleAnswers(4),
    notes: { game: 'note', players: { p1: 'n1' } },
  };
}

/** The file as JSON after `edit` mutated a deep copy of it. */
function variant(edit: (f: Record<string, any>) => void): string {
  const f = structuredClone(validFile()) as Record<string, any>;
  edit(f);
  return JSON.stringify(f);
}

describe('export → import', () => {
  it('round-trips setup, answers and notes under a new id', async () => {
    const id = await storedGame();
    const file = await exportGame(id);
    expect(file.format).toBe('veilleur-partie');
    expect(file.formatVersion).toBe(SAVE_FORMAT_VERSION);
    expect(file.answers).toEqual(sampleAnswers(7));
    expect(file.notes).toEqual({ game: 'Zoé arbitre « à la volée »', players: { p2: 'soupçonne p1' } });
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);

    const check = vi.fn<SaveFileCheck>(() => null);
    const res = await importGame(JSON.stringify(file, null, 2), check);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value).not.toBe(id);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith(sampleSetup(), sampleAnswers(7));

    const original = (await loadStoredGame(id))!;
    const copy = (await loadStoredGame(res.value))!;
    expect(copy.game.setup).toEqual(original.game.setup);
    expect(copy.answers).toEqual(original.answers);
    expect(copy.game).toMatchObject({
      title: 'Soirée chez Zoé (importée)',
      rulesetId: 'thiercelieux',
      createdAt: original.game.createdAt,
      status: 'active',
      answerCount: 7,
      summary: 'Partie importée (7 réponses)',
    });
    expect(await loadNotes(res.value)).toEqual(await loadNotes(id));
    expect(await counts(db())).toEqual({ games: 2, answers: 14, snapshots: 0, notes: 4 });

    // The original is untouched, and a second import gets yet another title.
    expect(original.game.title).toBe('Soirée chez Zoé');
    const again = await importGame(JSON.stringify(file), accept);
    expect(again.ok && (await loadStoredGame(again.value))?.game.title).toBe('Soirée chez Zoé (importée 2)');
  });

  it('keeps the title when no game has it, and the new game can be continued', async () => {
    const res = await importGame(JSON.stringify(validFile()), accept);
    if (!res.ok) throw new Error(res.error);
    const loaded = await loadStoredGame(res.value);
    expect(loaded?.game.title).toBe('Partie test');
    await appendAnswer(res.value, 4, { kind: 'answer', step: 'suite', value: 1 });
    expect((await loadStoredGame(res.value))?.answers).toHaveLength(5);
  });

  it('drops unknown fields from the imported file', async () => {
    const res = await importGame(
      variant((f) => {
        f.extra = 1;
        f.game.setup.hack = 'x';
        f.answers[0].extra = 2;
      }),
      accept,
    );
    if (!res.ok) throw new Error(res.error);
    const loaded = (await loadStoredGame(res.value))!;
    expect(loaded.game.setup).toEqual(sampleSetup());
    expect(loaded.answers[0]).toEqual(sampleAnswers(1)[0]);
  });

  it('names the file after the title and the day', () => {
    expect(saveFileName({ title: 'Soirée chez Zoé : 3ᵉ partie !' }, new Date(2025, 2, 7, 23, 59))).toBe(
      'veilleur-soiree-chez-zoe-3e-partie-2025-03-07.json',
    );
    expect(saveFileName({ title: 'Cœur « »' }, new Date(2024, 11, 31))).toBe('veilleur-coeur-2024-12-31.json');
  });

  it('refuses to export a missing game', async () => {
    await expect(exportGame('nope')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('corrupt files are refused and change nothing', () => {
  const cases: [string, string, string][] = [
    ['not JSON', '{"format": "veilleur-partie", ', 'Ce fichier n’est pas du JSON lisible.'],
    ['empty', '', 'Ce fichier n’est pas du JSON lisible.'],
    ['another format', JSON.stringify({ format: 'autre', formatVersion: 1 }), 'Ce fichier n’est pas une partie Veilleur.'],
    ['an array', '[1,2]', 'Ce fichier n’est pas une partie Veilleur.'],
    [
      'a future version',
      variant((f) => (f.formatVersion = 3)),
      'Ce fichier vient d’une version plus récente de Veilleur (format 3) : mettez l’application à jour.',
    ],
    ['a version 0', variant((f) => (f.formatVersion = 0)), 'Ce fichier n’est pas une partie Veilleur (version de format illisible).'],
    ['a broken answer', variant((f) => (f.answers[3] = { kind: 'answer', value: 1 })), 'Réponse n° 4 illisible.'],
    ['an answer without value', variant((f) => delete f.answers[0].value), 'Réponse n° 1 illisible.'],
    ['an unknown answer kind', variant((f) => (f.answers[1] = { kind: 'oops', step: 's', value: 1 })), 'Réponse n° 2 illisible.'],
    ['answers not a list', variant((f) => (f.answers = {})), 'La liste des réponses est illisible.'],
    ['a player without id', variant((f) => delete f.game.setup.players[1].id), 'Joueur n° 2 illisible : identifiant manquant.'],
    [
      'a duplicate player',
      variant((f) => (f.game.setup.players[2].id = 'p1')),
      'Joueur n° 3 : l’identifiant « p1 » est déjà pris.',
    ],
    ['a bad option', variant((f) => (f.game.setup.options.tours = [3])), 'Option « tours » illisible.'],
    ['a deal to a stranger', variant((f) => (f.game.setup.deal.zz = 'loup')), 'La distribution nomme un joueur inconnu (« zz »).'],
    ['no composition', variant((f) => (f.game.setup.composition = [])), 'La composition (liste des rôles) est illisible.'],
    ['no seed', variant((f) => delete f.game.setup.seed), 'La graine de la partie est illisible.'],
    ['a bad status', variant((f) => (f.game.status = 'paused')), 'L’état de la partie (en cours ou terminée) est illisible.'],
    ['a bad title', variant((f) => (f.game.title = 42)), 'Le titre de la partie est illisible.'],
    [
      'mismatched rulesets',
      variant((f) => (f.game.rulesetId = 'autre')),
      'Le jeu de règles de la partie ne correspond pas à sa configuration.',
    ],
    ['bad notes', variant((f) => (f.notes.players.p1 = 3)), 'La note du joueur « p1 » est illisible.'],
    ['missing notes', variant((f) => delete f.notes), 'Les notes de la partie sont illisibles.'],
    ['no export date', variant((f) => delete f.exportedAt), 'La date d’export du fichier est illisible.'],
  ];

  it.each(cases)('%s', async (_label, text, message) => {
    const id = await storedGame();
    const before = await counts(db());
    const check = vi.fn<SaveFileCheck>(() => null);

    expect(await importGame(text, check)).toEqual({ ok: false, error: message });
    expect(check).not.toHaveBeenCalled();
    expect(await counts(db())).toEqual(before);
    expect((await loadStoredGame(id))?.answers).toEqual(sampleAnswers(7));
  });

  it('returns the engine’s refusal as is', async () => {
    await storedGame();
    const before = await counts(db());
    const check: SaveFileCheck = (_setup: GameSetup, answers: Answer[]) =>
      answers.length === 4 ? 'Réponse n° 3 refusée : ce joueur est déjà mort.' : null;
    expect(await importGame(JSON.stringify(validFile()), check)).toEqual({
      ok: false,
      error: 'Réponse n° 3 refusée : ce joueur est déjà mort.',
    });
    expect(await counts(db())).toEqual(before);
  });

  it('turns a crashing check into a refusal', () => {
    const res = validateSaveFile(JSON.stringify(validFile()), () => {
      throw new Error('boom');
    });
    expect(res).toEqual({ ok: false, error: 'Cette partie ne peut pas être rejouée (boom).' });
  });

  it('refuses files over 20 MB before parsing', () => {
    const check = vi.fn<SaveFileCheck>(() => null);
    const huge = JSON.stringify({ ...validFile(), pad: 'x'.repeat(20 * 1024 * 1024) });
    expect(validateSaveFile(huge, check)).toEqual({
      ok: false,
      error: 'Ce fichier est trop volumineux (plus de 20 Mo) pour être une partie Veilleur.',
    });
    expect(check).not.toHaveBeenCalled();
  });

  it('a valid file validates to a clean copy', () => {
    expect(validateSaveFile(JSON.stringify(validFile()), accept)).toEqual({ ok: true, value: validFile() });
  });
});

describe('upgradeSaveFile', () => {
  it('leaves a current file as it is', () => {
    const raw = { format: 'veilleur-partie', formatVersion: 1 };
    expect(upgradeSaveFile(raw, 1)).toEqual({ ok: true, value: raw });
  });
});

describe('saveFileName', () => {
  it('falls back to "partie" and caps the length', () => {
    expect(saveFileName({ title: '« »' }, new Date(2024, 0, 5))).toBe('veilleur-partie-2024-01-05.json');
    expect(saveFileName({ title: 'a'.repeat(39) + ' b c' }, new Date(2024, 0, 5))).toBe(`veilleur-${'a'.repeat(39)}-2024-01-05.json`);
  });
});

describe('import failures in the database', () => {
  it('rolls the whole import back when a late write fails (disk full)', async () => {
    await storedGame();
    const before = await counts(db());
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    const spy = vi.spyOn(db().notes, 'bulkAdd').mockImplementation(() => Promise.reject(quota) as never);
    try {
      expect(await importGame(JSON.stringify(validFile()), accept)).toEqual({
        ok: false,
        error:
          'Le stockage de l’appareil est plein : la dernière réponse n’a pas été enregistrée. Libérez de l’espace (ou exportez puis supprimez d’anciennes parties) et réessayez.',
      });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(await counts(db())).toEqual(before);
  });

  it('reports a closed database (other tab) as a French result', async () => {
    db().close();
    expect(await importGame(JSON.stringify(validFile()), accept)).toEqual({
      ok: false,
      error: 'Veilleur a été mis à jour dans un autre onglet : rechargez cette page pour continuer (vos réponses sont enregistrées).',
    });
  });
});
