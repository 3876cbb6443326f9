import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playScenario } from '../../src/cli/play';
import { typo } from '../../src/engine/french';
import { parseScenario } from '../../src/cli/scenario';
import { simulate, parseOptions, randomComposition } from '../../src/cli/simulate';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import type { AnyRuleset } from '../../src/engine';

const load = (id: string): AnyRuleset => {
  if (id !== 'thiercelieux') throw new Error(`Règles inconnues : « ${id} ».`);
  return thiercelieux as AnyRuleset;
};

const example = readFileSync('docs/scenarios/premiere-nuit.json', 'utf8');

/** The recueil's table of contents (004_d59078fd8312dd78.txt:6-38), in the names Veilleur gives the cards. */
const RECUEIL_CONTENTS = [
  'Ame en peine',
  'Apprentie Voyante',
  'Assassin',
  'Astrologue',
  'Cassandra, la Tueuse de Loups-Garous',
  'Chef de Meute',
  'Corbeau',
  'Couche tard',
  'Détective',
  'Devin',
  'Diseuse de bonne aventure',
  'Dr. Jekyll et Mr. Hyde',
  'Espion',
  'Fanatique',
  'Graphologue',
  'Homme des Bois',
  'Hypnotiseur',
  'Immortel',
  'Imposteur',
  'Justicier',
  'Lectrice de rêves',
  'Mage',
  'Magistrat',
  'Maire',
  'Maître du Destin',
  'Marchand de Sable',
  'Mathématicien',
  'Mauvais Esprit',
  'Prêtre',
  'Tavernier',
  'Traître',
  'Transformiste',
  'Trappeur',
];

describe('play', () => {
  it('plays the documented example to the village’s victory', () => {
    const r = playScenario(example, load);
    expect(r.ok).toBe(true);
    expect(r.winner).toEqual({
      camps: ['village'],
      winners: ['Bruno', 'Chloé', 'David', 'Farid', 'Gaëlle', 'Hugo'],
      reason: 'Les villageois ont éliminé tous leurs ennemis\u00a0: le village gagne\u00a0!',
    });
    expect(r.players.find((p) => p.name === 'Emma')).toMatchObject({
      role: 'loup-garou',
      camp: 'loups',
      health: 'mort',
    });
    expect(r.events.find((e) => e.type === 'voyante')).toMatchObject({
      visibility: 'joueurs:Bruno',
      text: 'La Voyante découvre la carte d’Ana\u00a0: Loup-Garou.',
    });
  });

  it('stops at an illegal answer with the engine’s message', () => {
    const bad = JSON.parse(example);
    bad.answers[3] = { step: 'voyante', value: ['Bruno'] };
    const r = playScenario(JSON.stringify(bad), load);
    expect(r.ok).toBe(false);
    expect(r.error).toBe(
      'Réponse n° 4 (voyante) refusée : Bruno a la carte Voyante\u00a0: cette carte ne désigne jamais celui ou celle qui la tient. (004:619)',
    );
    expect(r.next?.step).toBe('voyante');
  });

  it('refuses unreadable scenarios in French', () => {
    expect(() => parseScenario('{')).toThrow('Le scénario n’est pas du JSON lisible.');
    expect(() => parseScenario('{"ruleset":"thiercelieux"}')).toThrow(
      typo('Champ « players » manquant (liste de noms).'),
    );
    expect(() => parseScenario(JSON.stringify({ ...JSON.parse(example), answers: [{ value: 1 }] }))).toThrow(
      typo('Réponse n° 1 : indiquez « step » (l’appel) ou « invoke » (une action).'),
    );
  });

  it('reads the setup and answers with the schema of saved games: ids safe as keys, names normalised and unique', () => {
    const base = JSON.parse(example);
    const bad = (edit: (s: Record<string, any>) => void): string => {
      const s = structuredClone(base);
      edit(s);
      try {
        parseScenario(JSON.stringify(s));
        return 'accepted';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(bad((s) => (s.players = [{ id: 'constructor', name: 'Ana' }, ...s.players.slice(1)]))).toBe(
      typo('Joueur n° 1 : l’identifiant « constructor » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).'),
    );
    expect(bad((s) => (s.players[1] = 'Ana\u200b'))).toBe(
      typo('Joueur n° 2 : le nom « Ana » contient un caractère invisible (U+200B) : retapez-le.'),
    );
    expect(bad((s) => (s.players[1] = ' ana '))).toBe(typo('Joueurs n° 1 et n° 2 : deux joueurs s’appellent « ana ».'));
    expect(bad((s) => (s.answers[0] = { step: '__proto__' }))).toBe(
      typo('Réponse n° 1 : l’identifiant « __proto__ » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).'),
    );
    // A key that would reach a prototype stays a plain key, and the schema refuses it.
    expect(bad((s) => (s.answers[0] = JSON.parse('{"step":"vote","value":{"__proto__":"Ana"}}')))).toBe(
      typo(
        'Réponse n° 1, valeur (value) : des données JSON simples attendues (nombres finis, pas de clé « __proto__ »).',
      ),
    );
  });
});

describe('simulate', () => {
  it('finishes every game with no error and no broken invariant, with figures by camp', () => {
    const r = simulate(thiercelieux as AnyRuleset, { games: 60, players: 9, seed: 't', options: {} });
    expect(r).toMatchObject({ games: 60, finished: 60, errors: 0, invariantViolations: 0 });
    expect(Object.values(r.wins).reduce((a, b) => a + b, 0)).toBe(60);
    expect(r.meanNights).toBeGreaterThan(1);
    expect(r.samples).toEqual([]);
  });

  it('is reproducible from its seed', () => {
    const a = simulate(thiercelieux as AnyRuleset, {
      games: 20,
      players: 8,
      seed: 'same',
      options: { composition: 'random-all' },
    });
    const b = simulate(thiercelieux as AnyRuleset, {
      games: 20,
      players: 8,
      seed: 'same',
      options: { composition: 'random-all' },
    });
    expect([a.wins, a.meanNights]).toEqual([b.wins, b.meanNights]);
  });

  it('reads options as the setup screen offers them, refusing unknown ones', () => {
    expect(
      parseOptions(thiercelieux as AnyRuleset, { revelerRoles: 'false', dureeDebat: '5', egalite: 'hasard' }),
    ).toMatchObject({
      revelerRoles: false,
      dureeDebat: 5,
      egalite: 'hasard',
    });
    expect(() => parseOptions(thiercelieux as AnyRuleset, { couleur: 'bleu' })).toThrow(
      'Option inconnue pour thiercelieux\u00a0: «\u00a0couleur\u00a0».',
    );
    expect(() => parseOptions(thiercelieux as AnyRuleset, { egalite: 'pile' })).toThrow(
      'Valeur inconnue pour l’option « Égalité au vote du village » : « pile ».',
    );
  });

  it('draws random compositions from every card, with the Voleur’s two extra cards', () => {
    for (let i = 0; i < 30; i++) {
      const cards = randomComposition(thiercelieux as AnyRuleset, 10, {}, `c${i}`);
      expect(cards.length).toBe(cards.includes('voleur') ? 12 : 10);
      expect(cards.filter((c) => c === 'loup-garou').length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the command itself', () => {
  it('prints the rulesets with their options and roles, and exits non-zero on an illegal scenario', async () => {
    const { execFileSync, spawnSync } = await import('node:child_process');
    const out = JSON.parse(execFileSync('npx', ['tsx', 'src/cli/main.ts', 'rulesets'], { encoding: 'utf8' }));
    const t = out.find((r: { id: string }) => r.id === 'thiercelieux');
    expect(t.roles.map((r: { id: string }) => r.id)).toEqual(thiercelieux.roles.map((r) => r.id));
    // The recueil's 33 cards, as its table of contents names them (004_d59078fd8312dd78.txt:6-38).
    const names = t.roles.map((r: { name: string }) => r.name);
    for (const card of RECUEIL_CONTENTS) expect(names).toContain(card);
    expect(RECUEIL_CONTENTS.length).toBe(33);
    expect(t.options.map((o: { id: string }) => o.id)).toContain('egalite');
    const dir = mkdtempSync(join(tmpdir(), 'veilleur-'));
    const bad = JSON.parse(example);
    bad.answers[1] = { step: 'cupidon', value: ['Chloé'] };
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const run = spawnSync('npx', ['tsx', 'src/cli/main.ts', 'play', join(dir, 'bad.json')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      'Réponse n° 2 (cupidon) refusée : Désignez exactement 2 joueurs. (004:605)',
    );
  }, 30000);
});
