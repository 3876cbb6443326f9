/**
 * A full game of 16, scripted in docs/scenarios/lychantropia-partie.json
 * (read by the command line's scenario reader, src/cli/scenario.ts) and
 * played on the generic Table: day 0's election, three nights and two
 * bûchers, most items at work, the village's win. Each assertion cites the
 * rule it relies on (002_8a15d59d81dc3fa5.txt).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentCall, type GameEvent } from '../../src/engine';
import { parseScenario } from '../../src/cli/scenario';
import { lychantropia } from '../../src/rulesets/lychantropia';
import type { LTypes } from '../../src/rulesets/lychantropia/types';
import { Table } from '../support/table';
import type { LAnswers } from './driver';

/** The scenario played answer by answer, reported as `play` does: events with their audience, players by name, the winner. */
function play(path: string) {
  const { setup, answers } = parseScenario(readFileSync(path, 'utf8'));
  const t = new Table<LTypes, LAnswers>(lychantropia, {
    cards: setup.players.map((p) => setup.deal![p.id]!),
    names: setup.players.map((p) => p.name),
    options: setup.options,
    seed: setup.seed,
  });
  const refused = answers.map((a) => t.send(a)).find((out) => out.kind !== 'accepted');
  const s = t.state;
  const audience = (e: GameEvent) => (e.vis.to === 'players' ? `joueurs:${e.vis.ids.join(',')}` : e.vis.to);
  return {
    ok: refused === undefined,
    events: s.events.map((e) => ({ day: e.day, phase: e.phase, type: e.type, visibility: audience(e), text: e.text })),
    players: s.order.map((id) => ({ name: t.name(id), health: s.players[id]!.health })),
    winner: s.ended
      ? { camps: s.ended.camps, winners: s.ended.winners.map((id) => t.name(id)), reason: s.ended.reason }
      : null,
    next: currentCall(lychantropia, s),
  };
}

const report = play('docs/scenarios/lychantropia-partie.json');
const texts = (filter: (e: (typeof report.events)[number]) => boolean) =>
  report.events.filter(filter).map((e) => e.text);
const on = (day: number, phase: string) => (e: (typeof report.events)[number]) =>
  e.day === day && e.phase === phase && e.type !== 'phase';

describe('a scripted game of 16 (docs/scenarios/lychantropia-partie.json)', () => {
  it('plays every answer and ends with the village’s win once no wolf is left (002:6)', () => {
    expect(report.ok).toBe(true);
    expect(report.next).toBeNull();
    expect(report.winner).toEqual({
      camps: ['village'],
      // Hugo, in love with the wolf Karim, played for the couple (002:10); Maël became a wolf (002:88).
      winners: ['Ana', 'Chloé', 'David', 'Emma', 'Gaëlle', 'Inès', 'Jules', 'Léa', 'Nora', 'Paula'],
      reason: 'Il ne reste plus aucun loup\u00a0: les villageois gagnent\u00a0!',
    });
    expect(report.players.filter((p) => p.health === 'vivant').map((p) => p.name)).toEqual([
      'Chloé',
      'David',
      'Emma',
      'Gaëlle',
      'Inès',
      'Nora',
      'Paula',
    ]);
  });

  it('day 0 elects the Notaire and the Marchand (002:43)', () => {
    expect(texts((e) => e.day === 0 && e.type === 'election')).toEqual([
      'Élection, tour 1\u00a0: Ana (6), Chloé (4), Jules (2), Nora (1), Paula (1), Emma (1) — 1 blanc.',
      'Ana devient Notaire.',
      'Chloé devient Marchand.',
    ]);
  });

  it('night 1 in the book’s order: lovers, the straw hat, the death potion, the pipot, the crystal ball, the magnet (002:27-38)', () => {
    expect(texts((e) => on(1, 'night')(e) && e.visibility !== 'mj')).toEqual([
      'Les Flèches d’amour de Gaëlle touchent Hugo et Karim.',
      'Hugo tombe amoureux·se de Karim.',
      'Karim tombe amoureux·se d’Hugo.',
      'Maël devient loup (Chapeau de paille).',
      'La meute apprend que Maël la rejoint.',
      'Ana est charmé·e.',
      'Bruno est charmé·e.',
      'Le pipot de Léa charme Ana et Bruno.',
      'La Boule de cristal d’Ana sonde Farid\u00a0: loup, Fusil, Pigeon.',
      'L’Aimant de Jules ramasse\u00a0: Sac d’or, Pigeon.',
      'Jules tient quatre objets ou plus\u00a0: l’Aimant retourne à la boutique à la prochaine aube.',
    ]);
    // Told at dawn without causes (002:40); the Aimant is back in the shop (002:87).
    expect(texts((e) => on(1, 'dawn')(e) && e.visibility === 'public')).toEqual([
      'Oscar a été retrouvé·e mort·e.',
      'Boutique\u00a0: Chaudron, Tonneau de bière ×2, Testament ×2, Nid de pigeons ×2, Aimant.',
    ]);
  });

  it('the first deadline: Pigeons, the auction, the bûcher with a Sac d’or, the Fusil, a successor, the troc, the theft (002:19-24)', () => {
    expect(texts((e) => on(1, 'deadline')(e) && e.visibility === 'public')).toEqual([
      'Enchère\u00a0: Emma remporte «\u00a0Chaudron\u00a0» pour 3 voix, comptées contre lui ou elle au bûcher.',
      'Votes\u00a0: Farid (10), Ana (5).',
      'Sacs d’or\u00a0: 2 voix de plus contre Farid.',
      'Enchère\u00a0: 3 voix de plus contre Emma.',
      'Total\u00a0: Farid (12), Ana (5), Emma (3).',
      'Farid est brûlé·e sur le bûcher.',
      'Farid, en mourant, tire un coup de Fusil sur Ana.',
      'Ana est abattu·e d’un coup de Fusil.',
      'Ana désigne David comme Notaire.',
      'Objets perdus par Farid\u00a0: Pigeon.',
      'Objets perdus par Ana\u00a0: Boule de cristal, Pigeon.',
    ]);
    expect(texts((e) => on(1, 'deadline')(e) && (e.type === 'troc' || e.type === 'vol'))).toEqual([
      'Offre de Paula (public)\u00a0: Pigeon c/ Tonneau de bière irréalisable\u00a0: Paula n’a pas «\u00a0Pigeon\u00a0».',
      'Troc\u00a0: Nora donne Testament et reçoit «\u00a0Nid de pigeons\u00a0».',
      'Troc conclu par Nora.',
      'Emma vole Sac d’or à Léa.',
      'Léa se fait voler Sac d’or.',
    ]);
  });

  it('night 2: the crossbow kills a wolf, whose lover dies with him, before he can act; the testament reaches the new Notaire (002:26, 80, 85, 98)', () => {
    expect(texts((e) => on(2, 'night')(e) && e.visibility === 'mj' && e.type === 'nuit')).toEqual([
      'Les loups attaquent Jules.',
      'Inès tire à l’Arbalète sur Karim.',
      'Potion d’analphabétisme\u00a0: Karim est mort·e plus tôt dans la nuit, sans effet.',
    ]);
    expect(texts((e) => on(2, 'dawn')(e) && e.visibility !== 'mj')).toEqual([
      'Jules a été retrouvé·e mort·e. Objets perdus\u00a0: Sac d’or, Pigeon.',
      'Karim a été retrouvé·e mort·e. Objets perdus\u00a0: Potion d’analphabétisme, Pigeon.',
      'Hugo a été retrouvé·e mort·e. Objets perdus\u00a0: Herbes du bonheur, Pigeon.',
      'Boutique\u00a0: Tonneau de bière ×2, Testament ×3, Nid de pigeons, Aimant.',
      'Les Lorgnettes de Nora\u00a0: objets utilisés cette nuit\u00a0: Testament, Arbalète, Pipot, Chaudron.',
      'Le Notaire, David, reçoit le testament de Jules.',
    ]);
  });

  it('the last wolf falls to a brewed potion fed by a Pigeon a friend sent (002:77, 95, 100)', () => {
    expect(texts((e) => on(2, 'deadline')(e) && e.type === 'pigeon')).toEqual([
      'Emma reçoit par Pigeon\u00a0: Pigeon (de Nora).',
    ]);
    expect(texts((e) => on(3, 'night')(e) && e.type === 'nuit')).toEqual([
      'Les loups attaquent Léa.',
      'Emma verse la Potion de mort à Bruno.',
    ]);
  });
});
