/**
 * A fixed example found by random games (issue 26, seed
 * `sw-quintebourg-revision-combo6-11-0.05`, game 7): David proposes the law of
 * the day (001:159-163), then, before the law is written, Poirot makes his show
 * (001:111) and his mistakes leave one player alive. The game stops there
 * (« Il ne reste plus que 2 joueurs vivants », 001:61): the law's content is not
 * asked, since it could only keep the last voter from voting (001:158), a call
 * no answer satisfies. The scenario file is that game's answers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playScenario } from '../../src/cli/play';
import { parseScenario } from '../../src/cli/scenario';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';

const FILE = 'tests/quintebourg-revision/scenarios/law-after-the-end.json';
const text = readFileSync(FILE, 'utf8');
const report = playScenario(text, () => quintebourgRevision);
const { answers } = parseScenario(text);

describe('a law proposed, then a show that leaves one player alive (001:61, 158)', () => {
  it('is the state the seed reached: a law proposed by David, then Poirot’s show before its content', () => {
    const loi = answers.map((a) => (a.kind === 'answer' ? a.step : null)).lastIndexOf('loi');
    expect(answers[loi]).toMatchObject({ kind: 'answer', step: 'loi', value: ['p4'] });
    expect(answers[loi + 1]).toMatchObject({ kind: 'invoke', action: 'show' });
    // No answer to the law's content follows: the show and the deaths it caused fill the rest.
    expect(answers.slice(loi + 1).some((a) => a.kind === 'answer' && a.step === 'loi-votants')).toBe(false);
  });

  it('stops the game with its last answer, one player alive: no call about the law waits (001:61)', () => {
    expect(report.ok).toBe(true);
    expect(report.players.filter((p) => p.alive).map((p) => p.name)).toEqual(['Bruno']);
    expect(report.ended).toMatchObject({
      day: 6,
      phase: 'day',
      after: { answer: answers.length, step: 'mort-devenir' },
    });
    expect(report.next).toBeNull();
    expect(report.winner?.camps).toEqual(['reptiliens']);
  });

  it('writes no law: the proposal is never followed by its content (001:158)', () => {
    const proposed = answers.map((a) => (a.kind === 'answer' ? a.step : null)).lastIndexOf('loi');
    expect(report.events.filter((e) => e.type === 'loi' && e.seq >= proposed)).toEqual([]);
  });
});
