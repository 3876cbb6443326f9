import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Answer, GameSetup } from '../../src/engine/types';
import {
  NOTE_MAX,
  SAVE_FORMAT_VERSION,
  appendAnswer,
  createStoredGame,
  exportGame,
  importGame,
  listAside,
  loadNotes,
  loadStoredGame,
  saveFileName,
  saveNote,
  setAsideTail,
  upgradeSaveFile,
  validateSaveFile,
  type SaveFile,
  type SaveFileCheck,
} from '../../src/storage';
import { MSG_OTHER_TAB } from '../../src/storage/messages';
import { typo } from '../../src/engine/french';
import { counts, everything, sampleAnswers, sampleSaveFile, sampleSetup, withFreshDB } from './helpers';

const db = withFreshDB();
const accept: SaveFileCheck = () => ({ ok: true, value: { status: 'active', summary: 'Nuit 1' } });

async function storedGame(): Promise<string> {
  const id = await createStoredGame(sampleSetup(), 'Soirée chez Zoé', 'Nuit 2');
  const answers = sampleAnswers(7);
  for (let i = 0; i < answers.length; i++) await appendAnswer(id, i, answers[i]!, {});
  await saveNote(id, null, 'Zoé arbitre « à la volée »');
  await saveNote(id, 'p2', 'soupçonne p1');
  return id;
}

const validFile = (): SaveFile => sampleSaveFile();

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
    expect(file.aside).toEqual([]);
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);

    const check = vi.fn<SaveFileCheck>(() => ({
      ok: true,
      value: { status: 'active', summary: 'Nuit 3 · 7 vivants' },
    }));
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
      summary: 'Nuit 3 · 7 vivants',
    });
    expect(copy.head.count).toBe(7);
    expect(await loadNotes(res.value)).toEqual(await loadNotes(id));
    expect(await counts(db())).toEqual({ games: 2, answers: 14, snapshots: 0, notes: 4, aside: 0 });

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
    await appendAnswer(res.value, loaded!.head, { kind: 'answer', step: 'suite', value: 1 });
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

describe('corrupt files are refused in French and change nothing', () => {
  const cases: [string, string, string][] = [
    ['not JSON', '{"format": "veilleur-partie", ', 'Ce fichier n’est pas du JSON lisible.'],
    ['empty', '', 'Ce fichier n’est pas du JSON lisible.'],
    [
      'another format',
      JSON.stringify({ format: 'autre', formatVersion: 1 }),
      'Ce fichier n’est pas une partie Veilleur.',
    ],
    ['an array', '[1,2]', 'Ce fichier n’est pas une partie Veilleur.'],
    [
      'a future version',
      variant((f) => (f.formatVersion = 3)),
      'Ce fichier vient d’une version plus récente de Veilleur (format 3) : mettez l’application à jour.',
    ],
    [
      'a version 0',
      variant((f) => (f.formatVersion = 0)),
      'Ce fichier n’est pas une partie Veilleur (version de format illisible).',
    ],
    [
      'a broken answer',
      variant((f) => (f.answers[3] = { kind: 'answer', value: 1 })),
      'Réponse n° 4 : identifiant de l’appel manquant.',
    ],
    ['an answer without value', variant((f) => delete f.answers[0].value), 'Réponse n° 1 : valeur manquante.'],
    [
      'an unknown answer kind',
      variant((f) => (f.answers[1] = { kind: 'oops', step: 's', value: 1 })),
      'Réponse n° 2, sorte (kind) : "answer" ou "invoke" attendu, reçu "oops".',
    ],
    ['answers not a list', variant((f) => (f.answers = {})), 'La liste des réponses est illisible.'],
    ['a player without id', variant((f) => delete f.game.setup.players[1].id), 'Joueur n° 2 : identifiant manquant.'],
    [
      'a duplicate player',
      variant((f) => (f.game.setup.players[2].id = 'p1')),
      'Joueur n° 3 : l’identifiant « p1 » est déjà pris.',
    ],
    [
      'a bad option',
      variant((f) => (f.game.setup.options.tours = [3])),
      'Option « tours » : valeur d’option illisible (texte, nombre ou oui/non).',
    ],
    [
      'a deal to a stranger',
      variant((f) => (f.game.setup.deal.zz = 'loup')),
      'La distribution nomme un joueur inconnu (« zz »).',
    ],
    ['no composition', variant((f) => (f.game.setup.composition = [])), 'La composition (liste des rôles) est vide.'],
    ['no seed', variant((f) => delete f.game.setup.seed), 'La graine de la partie est manquante.'],
    [
      'a bad status',
      variant((f) => (f.game.status = 'paused')),
      'L’état de la partie (en cours ou terminée) est illisible.',
    ],
    ['a bad title', variant((f) => (f.game.title = 42)), 'Le titre de la partie est illisible.'],
    [
      'mismatched rulesets',
      variant((f) => (f.game.rulesetId = 'autre')),
      'Le jeu de règles de la partie ne correspond pas à sa configuration.',
    ],
    ['bad notes', variant((f) => (f.notes.players.p1 = 3)), 'La note du joueur « p1 » : la note est illisible.'],
    ['missing notes', variant((f) => delete f.notes), 'Les notes de la partie sont manquantes.'],
    ['no export date', variant((f) => delete f.exportedAt), 'La date d’export du fichier est manquante.'],
    [
      'an export date that is no date',
      variant((f) => (f.exportedAt = 'hier')),
      'La date d’export du fichier est illisible.',
    ],
    // Meaning, not only shape (issue 16).
    [
      'a player id « constructor »',
      variant((f) => (f.game.setup.players[0].id = 'constructor')),
      'Joueur n° 1 : l’identifiant « constructor » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).',
    ],
    [
      'a player id « toString »',
      variant((f) => (f.game.setup.players[2].id = 'toString')),
      'Joueur n° 3 : l’identifiant « toString » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).',
    ],
    [
      'a ruleset « hasOwnProperty »',
      variant((f) => (f.game.rulesetId = f.game.setup.rulesetId = 'hasOwnProperty')),
      'Jeu de règles de la partie : l’identifiant « hasOwnProperty » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).',
    ],
    [
      'a step « __proto__ »',
      variant((f) => (f.answers[0].step = '__proto__')),
      'Réponse n° 1 : l’identifiant « __proto__ » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).',
    ],
    [
      'a name of a zero-width space',
      variant((f) => (f.game.setup.players[1].name = '\u200b')),
      'Joueur n° 2 : le nom contient un caractère invisible (U+200B) : retapez-le.',
    ],
    [
      'a name with an RTL override',
      variant((f) => (f.game.setup.players[1].name = 'Beno\u202eît')),
      'Joueur n° 2 : le nom « Benoît » contient un caractère invisible (U+202E) : retapez-le.',
    ],
    [
      'a 61-character name',
      variant((f) => (f.game.setup.players[1].name = 'B'.repeat(61))),
      'Joueur n° 2 : le nom « BBBBBBBBBBBBBBBBBBBBBBBB… » est trop long : 60 caractères au plus.',
    ],
    [
      'two names equal once normalised',
      variant((f) => (f.game.setup.players[1].name = ' alice ')),
      'Joueurs n° 1 et n° 2 : deux joueurs s’appellent « alice ».',
    ],
    [
      'a note for nobody',
      variant((f) => (f.notes.players.p9 = 'fantôme')),
      'Une note vise un joueur qui n’est pas dans la partie (« p9 »).',
    ],
    [
      'a creation date of 1e300',
      variant((f) => (f.game.createdAt = 1e300)),
      'La date de création de la partie est impossible.',
    ],
    [
      'a creation date before Veilleur',
      variant((f) => (f.game.createdAt = 0)),
      'La date de création de la partie est impossible.',
    ],
    [
      'a note over the limit',
      variant((f) => (f.notes.game = 'x'.repeat(100_001))),
      'La note est trop longue (100\u202f000 caractères au plus).',
    ],
    // Issue 26: every refusal names the field, not only « Valeur illisible. ».
    [
      'an unreadable roll',
      variant((f) => (f.answers[0].rolls = [0])),
      'Réponse n° 1, dé n° 1 saisi à la main : au moins 1 attendu, reçu 0.',
    ],
    [
      'a negative answer number',
      variant((f) => (f.answers[1].seq = -1)),
      'Réponse n° 2, numéro d’ordre (seq) : au moins 0 attendu, reçu -1.',
    ],
    [
      'an answer number as text',
      variant((f) => (f.answers[1].seq = 'cinq')),
      'Réponse n° 2, numéro d’ordre (seq) : un nombre attendu, reçu "cinq".',
    ],
    [
      'a value that is not plain JSON',
      variant((f) => (f.answers[2].value = JSON.parse('{"__proto__": 1}'))),
      'Réponse n° 3, valeur (value) : des données JSON simples attendues (nombres finis, pas de clé « __proto__ »).',
    ],
    [
      'a card that is not an id',
      variant((f) => (f.game.setup.composition[2] = 7)),
      'Carte n° 3 de la composition : identifiant illisible (un texte attendu).',
    ],
    [
      'an aside batch at a negative place',
      variant((f) => (f.aside = [{ at: 1, from: -2, reason: 'r', answers: [] }])),
      'Mise de côté n° 1, position (from) : au moins 0 attendu, reçu -2.',
    ],
    [
      'an option too long',
      variant((f) => (f.game.setup.options.x = 'a'.repeat(201))),
      'Option « x » : au plus 200 caractères attendu, reçu 201.',
    ],
  ];

  it.each(cases)('%s', async (_label, text, message) => {
    const id = await storedGame();
    const before = await everything(db());
    const check = vi.fn<SaveFileCheck>(() => ({ ok: true, value: { status: 'active', summary: '' } }));

    expect(await importGame(text, check)).toEqual({ ok: false, error: typo(message) });
    expect(check).not.toHaveBeenCalled();
    expect(await everything(db())).toEqual(before);
    expect((await loadStoredGame(id))?.answers).toEqual(sampleAnswers(7));
  });

  it('returns the engine’s refusal as is', async () => {
    await storedGame();
    const before = await everything(db());
    const check: SaveFileCheck = (_setup: GameSetup, answers: Answer[]) =>
      answers.length === 4
        ? { ok: false, error: 'Réponse n° 3 refusée : ce joueur est déjà mort.' }
        : { ok: true, value: { status: 'active', summary: '' } };
    expect(await importGame(JSON.stringify(validFile()), check)).toEqual({
      ok: false,
      error: 'Réponse n° 3 refusée : ce joueur est déjà mort.',
    });
    expect(await everything(db())).toEqual(before);
  });

  it('turns a crashing check into a refusal', () => {
    const res = validateSaveFile(JSON.stringify(validFile()), () => {
      throw new Error('boom');
    });
    expect(res).toEqual({ ok: false, error: 'Cette partie ne peut pas être rejouée (boom).' });
  });

  it('refuses files over 20 MB before parsing', () => {
    const check = vi.fn<SaveFileCheck>(accept);
    const huge = JSON.stringify({ ...validFile(), pad: 'x'.repeat(20 * 1024 * 1024) });
    expect(validateSaveFile(huge, check)).toEqual({
      ok: false,
      error: 'Ce fichier est trop volumineux (plus de 20 Mo) pour être une partie Veilleur.',
    });
    expect(check).not.toHaveBeenCalled();
  });

  it('a valid file validates to a clean copy, with the status the replay finds', () => {
    expect(validateSaveFile(JSON.stringify(validFile()), accept)).toEqual({
      ok: true,
      value: { file: validFile(), summary: 'Nuit 1' },
    });
    // A file that says « ended » for a game the replay finds in progress is imported in progress.
    const claimsEnded = variant((f) => (f.game.status = 'ended'));
    const r = validateSaveFile(claimsEnded, accept);
    expect(r.ok && r.value.file.game.status).toBe('active');
  });

  it('normalises names and titles (NFC, trimmed, single spaces) before storing them', () => {
    const r = validateSaveFile(
      variant((f) => {
        f.game.title = '  Soire\u0301e   test ';
        f.game.setup.players[2].name = ' Chloe\u0301 ';
      }),
      accept,
    );
    expect(r.ok && [r.value.file.game.title, r.value.file.game.setup.players[2]!.name]).toEqual([
      'Soirée test',
      'Chloé',
    ]);
  });

  it('takes a note as long as the note field and saveNote allow, and the game back (a real backup is never refused)', async () => {
    const id = await storedGame();
    await saveNote(id, 'p1', 'n'.repeat(NOTE_MAX));
    const file = await exportGame(id);
    const res = await importGame(JSON.stringify(file), accept);
    if (!res.ok) throw new Error(res.error);
    expect((await loadNotes(res.value)).players.p1).toHaveLength(NOTE_MAX);
  });

  it('carries the answers kept aside, both ways', async () => {
    const id = await storedGame();
    const head = (await loadStoredGame(id))!.head;
    await setAsideTail(id, head, 5, 'Réponse n° 6 refusée : test');
    const file = await exportGame(id);
    expect(file.answers).toHaveLength(5);
    expect(file.aside).toMatchObject([
      { from: 5, reason: 'Réponse n° 6 refusée : test', answers: sampleAnswers(7).slice(5) },
    ]);
    const res = await importGame(JSON.stringify(file), accept);
    if (!res.ok) throw new Error(res.error);
    expect((await listAside(res.value)).map((a) => a.answers)).toEqual([sampleAnswers(7).slice(5)]);
  });
});

describe('upgradeSaveFile', () => {
  it('leaves a current file as it is', () => {
    const raw = { format: 'veilleur-partie', formatVersion: 2 };
    expect(upgradeSaveFile(raw, 2)).toEqual({ ok: true, value: raw });
  });

  it('reads a format 1 file (no answers kept aside)', () => {
    const v1 = variant((f) => {
      f.formatVersion = 1;
      delete f.aside;
    });
    expect(validateSaveFile(v1, accept)).toEqual({ ok: true, value: { file: validFile(), summary: 'Nuit 1' } });
  });
});

describe('saveFileName', () => {
  it('falls back to "partie" and caps the length', () => {
    expect(saveFileName({ title: '« »' }, new Date(2024, 0, 5))).toBe('veilleur-partie-2024-01-05.json');
    expect(saveFileName({ title: 'a'.repeat(39) + ' b c' }, new Date(2024, 0, 5))).toBe(
      `veilleur-${'a'.repeat(39)}-2024-01-05.json`,
    );
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
      error: MSG_OTHER_TAB,
    });
  });
});
