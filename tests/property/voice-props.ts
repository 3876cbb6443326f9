/**
 * The voice's leak property (issue 21), run by one file per ruleset
 * (voice-<id>.test.ts): random games of every option set, at every call of
 * the game, what the voice says (src/ui/voice/utterances.ts, the very
 * function the app speaks from) is checked against what the public
 * projection holds at that moment, as the public screen's leak property
 * does (public-props.ts). The voice may say only:
 *   - a public announcement the projection holds (its log), and
 *   - the call's line, the text the MJ reads aloud to the table, which names
 *     no player, holds no event the table was not told and no marker.
 * The guided night answers its automatic calls with the « Suivant » a
 * random game gives them too (null), so these games are guided games.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { currentCall, effectsOf, publicView, typo, type AnyRuleset, type GameState } from '../../src/engine';
import { publicSentences, utterancesAt } from '../../src/ui/voice/utterances';
import { leaks } from './leaks';
import { EXEMPTIONS, gameArb, setupOf, statesUpTo } from './public-props';
import { TIMEOUT, runs } from './runs';

function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** What is wrong with saying `said` in `s` (empty: nothing). */
export function utteranceLeaks(rules: AnyRuleset, s: GameState, said: readonly string[]): string[] {
  const found: string[] = [];
  const view = publicView(rules, s);
  const announced = new Set(view.log.map((l) => typo(l.text)));
  const call = currentCall(rules, s);
  const line = call ? typo(call.line).replace(/\s+/g, ' ') : '';
  const fromLine: string[] = [];
  for (const u of said) {
    if (announced.has(u)) continue;
    if (u.trim() !== '' && line.includes(u)) fromLine.push(u);
    else found.push(`said what is neither announced nor in the call's line: "${u}"`);
  }
  // The call's title is heard as the MJ calls the card (« La Voyante »): its card may be said in its line.
  const title = call?.title ?? '';
  const exemptions = [
    ...(EXEMPTIONS[rules.id] ?? []),
    ...rules.roles
      .filter((r) => hasWord(title, r.name))
      .map((r) => ({ role: r.id, when: (t: string) => fromLine.includes(t) })),
  ];
  // Likewise a camp or a marker named as the call (« Les Loups-Garous se réveillent. », « Les amoureux… »): blanked
  // (any case) before the camp and marker checks.
  const lowTitle = title.toLocaleLowerCase('fr');
  const calledCamps = [
    ...rules.camps.map((c) => c.name).filter((w) => hasWord(lowTitle, w.toLocaleLowerCase('fr'))),
    // A marker anywhere in a word of the title (« Les charmés » calls the « Charmé »), as the voice finds it.
    ...Object.values(rules.markers)
      .map((m) => m.label)
      .filter((w) => lowTitle.includes(w.toLocaleLowerCase('fr'))),
  ];
  const blank = (u: string): string =>
    fromLine.includes(u)
      ? calledCamps.reduce((t, c) => t.replace(new RegExp(c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' '), u)
      : u;
  found.push(...leaks(rules, s, { said: said.map(blank) }, { exemptions }));
  for (const u of fromLine) {
    for (const p of Object.values(s.players)) if (hasWord(u, p.name)) found.push(`names ${p.name}: "${u}"`);
    for (const e of s.events)
      if (e.vis.to !== 'public' && e.text !== '' && u.includes(typo(e.text))) found.push(`says "${e.text}"`);
  }
  return found;
}

/** What the voice says at the call now current in `s` (as the app computes it). */
export function spokenAt(rules: AnyRuleset, s: GameState): string[] {
  return utterancesAt(rules, s, currentCall(rules, s), effectsOf(rules, s)).lines;
}

/**
 * The calls whose line is wholly for the table: what the MJ shows, taps or signs to one player is in the call's
 * notes, never in its line (docs/rulesets/anatomy.md: the line is what the MJ reads aloud), so the voice reads it
 * whole, and a call with nothing to decide is not held back for a sentence it may not say.
 */
export function speakableLines(rules: AnyRuleset, steps: readonly string[]): void {
  it(`reads whole the lines of ${steps.join(', ')}`, () => {
    let seen = 0;
    for (let i = 0; i < 20; i++) {
      const g = fc.sample(gameArb(rules), { numRuns: 1, seed: 1000 + i })[0]!;
      const { states } = statesUpTo(rules, setupOf(rules, g), `${g.seed}/answers`, 220, 0);
      for (const s of states) {
        const call = currentCall(rules, s);
        if (!call || !steps.includes(call.step) || call.inert !== null) continue;
        seen++;
        expect(publicSentences(rules, s, call), `${call.step}: ${call.line}`).toMatchObject({ wholeLine: true });
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
}

export function voiceProperties(rules: AnyRuleset): void {
  it('catches a planted leak: a call line read whole where it names a player, an MJ-only event, a note', () => {
    let planted = 0;
    for (let i = 0; i < 30 && planted < 3; i++) {
      const g = fc.sample(gameArb(rules), { numRuns: 1, seed: i })[0]!;
      const { states } = statesUpTo(rules, setupOf(rules, g), `${g.seed}/answers`, 200, 0);
      for (const s of states) {
        const call = currentCall(rules, s);
        const named = call && Object.values(s.players).some((p) => hasWord(typo(call.line), p.name));
        const secret = s.events.find((e) => e.vis.to === 'mj' && e.text !== '');
        if (named) {
          expect(utteranceLeaks(rules, s, [typo(call.line)])).not.toEqual([]);
          planted++;
        }
        if (secret) expect(utteranceLeaks(rules, s, [typo(secret.text)])).not.toEqual([]);
        // A note the table may hear anyway (the line says it too, or it was announced) proves nothing.
        const heard = [typo(call?.line ?? ''), ...publicView(rules, s).log.map((l) => typo(l.text))];
        const note = call?.notes.find((n) => !heard.some((h) => h.includes(n)));
        if (note) expect(utteranceLeaks(rules, s, [note])).not.toEqual([]);
      }
    }
    expect(planted).toBeGreaterThan(0);
  });

  it(
    'says only public announcements and the call’s line, at every call of random games',
    () => {
      fc.assert(
        fc.property(gameArb(rules), fc.integer({ min: 0, max: 220 }), (g, cut) => {
          const { states } = statesUpTo(rules, setupOf(rules, g), `${g.seed}/answers`, cut, g.invocations);
          for (const s of states) expect(utteranceLeaks(rules, s, spokenAt(rules, s))).toEqual([]);
        }),
        { numRuns: runs(25, 2000) },
      );
    },
    TIMEOUT,
  );
}
