/**
 * A forum game of twelve, scripted in docs/scenarios/newmilenium-partie.json
 * and played by the command line's `play` (src/cli/play.ts): the roles
 * entered by the MJ, day 0's election and a swap, a night where a swap,
 * a Planqué, a Salbatar, two Voyantes, a protection, a ritual and a potion
 * all meet, a bûcher weighed by a Corbeau, a Meneur and an Institutrice, a
 * Chasseur's shot at night, a Maire killed and succeeded, the village's win.
 * Each assertion cites the book (003_7860fbf4cb88296e.txt).
 */
import { describe, expect, it } from 'vitest';
import { playFile, type PlayReport } from '../../src/cli/play';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { plain } from './driver';

const report: PlayReport = playFile('docs/scenarios/newmilenium-partie.json', () => newmilenium);
type Event = PlayReport['events'][number];
const texts = (filter: (e: Event) => boolean) => report.events.filter(filter).map((e) => plain(e.text));
const on = (day: number, phase: string) => (e: Event) =>
  e.day === day && e.phase === phase && e.type !== 'phase' && e.type !== 'draw';
const publicOn = (day: number, phase: string) => (e: Event) => on(day, phase)(e) && e.visibility === 'public';

describe('a scripted forum game of twelve (docs/scenarios/newmilenium-partie.json)', () => {
  it('plays every answer to the village’s win once no wolf lives (003:6, 9)', () => {
    expect(report.ok).toBe(true);
    expect(report.next).toBeNull();
    expect(report.winner).toEqual({
      camps: ['village'],
      winners: ['Ana', 'Chloé', 'David', 'Emma', 'Gaëlle', 'Hugo', 'Inès', 'Léa'],
      reason: 'Plus aucun loup ne vit à la mort de Farid\u00a0: les villageois gagnent\u00a0!',
    });
    // Jules, Assassin, loses: Ana, David, Gaëlle and Léa among his targets live (003:8).
    expect(report.players.find((p) => p.name === 'Jules')).toMatchObject({
      health: 'vivant',
      cards: ['Assassin', 'Sorcier', 'Fuyard'],
    });
  });

  it('day 0 elects the Maire among the candidates (003:17)', () => {
    expect(texts(publicOn(0, 'deadline'))).toEqual(['Candidats à la mairie : Chloé et Inès.', 'Chloé devient Maire.']);
  });

  it('night 1 runs in the book’s order, each action at once (003:51-63, 22)', () => {
    expect(texts((e) => on(1, 'night')(e) && e.type === 'nuit' && e.visibility === 'mj')).toEqual([
      // Planqués, then swaps (003:12, 78): Ana and David trade houses for the night.
      'Planqué : Emma se cache chez Hugo (reste 2 planques).',
      'Échange : David dort chez Ana, et Ana chez David.',
      // The Salbatar strikes whoever sleeps in Ana's house: David (003:75).
      'Salbatar : Bruno salbatarise la maison d’Ana (David).',
      'Sorcier : Jules lance son rituel sur Léa.',
      'Salvateur : Chloé protège la maison d’Hugo.',
      'Loups : la meute attaque la maison d’Hugo (Bruno, Farid et Karim).',
      // Protected, and Emma hiding there with it (003:74, 83).
      'Loups : la maison d’Hugo est protégée, l’attaque échoue.',
      // The Nécromancienne brings back the Sorcier's victim of the same night (003:73).
      'Gaëlle ramène Léa à la vie (Nécromancienne).',
      'Corbeau : Farid ajoute 2 voix contre Inès.',
      'Araignée : Inès relie Ana et Hugo (2 messages chacun demain).',
      // Salbatarised, David's investigation is cancelled (003:75).
      'Détective : David a perdu ses pouvoirs, sans effet.',
    ]);
    // Karim's Voyante sees an empty house: Emma hides elsewhere (003:78).
    expect(texts((e) => on(1, 'night')(e) && e.visibility === 'joueurs:Karim')).toEqual([
      'Voyante : Karim épie la maison d’Emma : personne.',
    ]);
  });

  it('dawn tells no death, and the Corbeau’s votes without their source (003:76)', () => {
    expect(texts(publicOn(1, 'dawn'))).toEqual([
      'Personne n’est mort cette nuit.',
      'Au petit matin, 2 voix de plus contre Inès attendent le bûcher de ce jour.',
    ]);
  });

  it('day 1’s bûcher counts the Meneur twice, the Corbeau’s votes, not the silenced; the count stays with the MJ (003:16, 93, 128)', () => {
    expect(texts((e) => on(1, 'deadline')(e) && e.type === 'bucher' && e.visibility === 'mj')).toEqual([
      'Bûcher du jour 1 — Karim (8), Inès (4).',
    ]);
    expect(texts(publicOn(1, 'deadline'))).toEqual([
      'Le village mène Karim au bûcher.',
      'Karim est mort·e. Sa nature : loup.',
    ]);
    expect(texts((e) => on(1, 'day')(e) && e.type === 'jour' && e.visibility === 'mj')).toContain(
      'Lâche : message de Karim à Ana (1 aujourd’hui).',
    );
  });

  it('night 2: the Chasseur shoots as he dies; the Croque-Morts learn the dead’s roles (003:125, 129)', () => {
    expect(texts((e) => on(2, 'night')(e) && e.visibility === 'mj' && e.type === 'nuit')).toContain(
      'Chasseur : Emma tire en mourant sur Bruno.',
    );
    expect(texts((e) => on(2, 'night')(e) && e.visibility === 'joueurs:Léa')).toEqual([
      'Croque-Mort : Léa apprend Karim : Voyante et Lâche.',
    ]);
  });

  it('dawn 2 gives natures, never roles nor causes; the dead Maire’s successor is named (003:18, 131)', () => {
    expect(texts(publicOn(2, 'dawn'))).toEqual([
      'Emma a été retrouvé·e mort·e. Sa nature : villageois.',
      'Bruno a été retrouvé·e mort·e. Sa nature : loup.',
      'Chloé a été retrouvé·e mort·e. Sa nature : villageois.',
      'Chloé, Maire, désigne Inès pour lui succéder.',
    ]);
  });
});
