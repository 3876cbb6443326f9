/**
 * The day's thread gives the tally the same votes entered by hand give: one
 * copy of a game gets its votes by taps, the other by the thread's page with
 * its noise (chatter, quotes, an unvote, a changed vote, the MJ and a
 * spectator posting); at the deadline both count the same, weights included:
 * the Sac d'or (002_8a15d59d81dc3fa5.txt:99) and the Notaire's tie-break
 * (002:60), the Corbeau's two votes (003_7860fbf4cb88296e.txt:76) and the
 * Maire's tie-break (003:17).
 */
import { describe, expect, it } from 'vitest';
import { pasteThread } from '../../src/engine/message-thread';
import { lychantropiaMessages } from '../../src/rulesets/lychantropia/messages';
import { pyre } from '../../src/rulesets/lychantropia/steps/bucher';
import { newmileniumMessages } from '../../src/rulesets/newmilenium/messages';
import { firstDay as lFirstDay } from '../lychantropia/fixtures';
import { firstNight as nFirstNight } from '../newmilenium/fixtures';

/** The page: every vote below ends as `final`, through noise. */
const PAGE = [
  'par Le MJ » 13 mars 2026, 08:00',
  'Jour 1. VOTE Ana pour l’exemple : c’est le format attendu.',
  '',
  'par Emma » 13 mars 2026, 09:00',
  'VOTE Farid',
  '',
  'par Farid » 13 mars 2026, 09:30',
  'Emma a écrit :',
  'VOTE Farid',
  '',
  'Pourquoi moi ? vote : ana',
  '',
  'par Badaud » 13 mars 2026, 10:00',
  'Je vote contre Bruno !',
  '',
  'par Emma » 13 mars 2026, 11:00',
  'UNVOTE. Je vote contre Bruno.',
  '',
  'par Gaëlle » 13 mars 2026, 12:00',
  'je vote ana',
  '',
  'par Hugo » 13 mars 2026, 12:30',
  'VOTE Emma',
  'je retire mon vote',
  'VOTE Bruno',
  '',
  'par Chloé » 13 mars 2026, 13:00',
  '[quote="Hugo"]VOTE Bruno[/quote]',
  'Mouais.',
].join('\n');

/** The same day's votes, as the MJ following the thread would tap them (each at its last vote). */
const FINAL: [string, string][] = [
  ['Farid', 'Ana'],
  ['Emma', 'Bruno'],
  ['Gaëlle', 'Ana'],
  ['Hugo', 'Bruno'],
];

describe('Lychantropia: the thread’s tally is the hand’s (002:18, 60, 99)', () => {
  it('counts the same votes, the Sac d’or and the Notaire’s tie included', () => {
    const byHand = lFirstDay();
    const byThread = lFirstDay();
    // A Sac d'or is sent by MP (002:99): entered by hand in both copies, with two votes sent before the page.
    for (const t of [byHand, byThread])
      t.put('Ana', 'vote', ['Emma']).put('Ana', 'sac', 1).put('David', 'vote', ['Bruno']);
    for (const [voter, target] of FINAL) byHand.put(voter, 'vote', [target]);
    const r = pasteThread(lychantropiaMessages, byThread.rules, byThread.state, PAGE);
    if (!r.ok) throw new Error(r.error);
    expect(r.ignored.map((a) => a.name)).toEqual(['Le MJ', 'Badaud']);
    for (const a of r.answers) byThread.playCurrent(a.value);
    for (const t of [byHand, byThread]) t.close();
    expect(pyre(byThread.state)).toEqual(pyre(byHand.state));
    // Emma 1 + 2 (the Sac d'or), Bruno 3, Ana 2: a tie the Notaire breaks in both copies.
    expect(pyre(byHand.state).tally.leaders).toEqual([byHand.id('Emma'), byHand.id('Bruno')]);
    expect(byThread.step).toBe(byHand.step);
    expect(byThread.call.line).toBe(byHand.call.line);
    expect(byThread.call.prompt).toEqual(byHand.call.prompt);
  });
});

describe('NewMilenium: the thread’s tally is the hand’s (003:15, 17, 76)', () => {
  it('counts the same votes, the Corbeau’s two votes and the Maire’s tie included', () => {
    const copy = () => {
      const t = nFirstNight({ hands: { David: ['corbeau', 'lache'] } });
      return t.put('David', 'corbeau', ['Emma']).close().until('jour');
    };
    const byHand = copy();
    const byThread = copy();
    for (const [voter, target] of FINAL) byHand.put(voter, 'vote', [target]);
    const r = pasteThread(newmileniumMessages, byThread.rules, byThread.state, PAGE);
    if (!r.ok) throw new Error(r.error);
    expect(r.orders.every((o) => o.ok)).toBe(true);
    for (const a of r.answers) byThread.playCurrent(a.value);
    for (const t of [byHand, byThread]) t.close();
    expect(byThread.step).toBe(byHand.step);
    // Ana 2, Bruno 2, Emma 2 (the Corbeau): the Maire, Chloé, chooses in both copies.
    expect(byHand.call.notes[0]).toMatch(/Ana \(2\), Bruno \(2\), Emma \(2\)/);
    expect(byThread.call.notes).toEqual(byHand.call.notes);
    expect(byThread.call.line).toBe(byHand.call.line);
    expect(byThread.call.prompt).toEqual(byHand.call.prompt);
  });
});
