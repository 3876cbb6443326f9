/**
 * The players' screen speaking the announcements (issue 21): silent unless
 * the table turns it on, on that screen; then it says only the fresh
 * announcements the board shows, each once, all from the public projection.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicView, typo, type AnyRuleset, type GameState } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { cursorOf, narrationOf, shownNews } from '../../src/ui/public/narration';
import { NarrationToggle } from '../../src/ui/public/NarrationToggle';
import type { PublicFrame } from '../../src/ui/public/protocol';
import { NARRATION_KEY, usePublicNarration } from '../../src/ui/public/usePublicNarration';
import { gameArb, setupOf, statesUpTo } from '../property/public-props';
import { FR_VOICE, stubSpeech } from '../support/speech-stub';
import { play, rules, TO_DAY_VOTE } from './helpers';

const frameOf = (r: AnyRuleset, s: GameState): PublicFrame => ({ view: publicView(r, s), vote: null, timers: [] });

function Probe({ frame }: { frame: PublicFrame }) {
  usePublicNarration(frame);
  return <NarrationToggle />;
}

describe('l’écran des joueurs à voix haute', () => {
  beforeEach(() => localStorage.removeItem(NARRATION_KEY));
  afterEach(() => localStorage.removeItem(NARRATION_KEY));

  it('se tait par défaut, puis dit les annonces nouvelles une fois allumé, rien du passé', async () => {
    const user = userEvent.setup();
    // One French voice, each utterance ending at once.
    const said = stubSpeech([FR_VOICE], { endAfter: 0 });
    const spoken = (): string[] => said.map((u) => u.text);
    const night = play(TO_DAY_VOTE.slice(0, 8)).state;
    const dawn = play(TO_DAY_VOTE.slice(0, 9)).state;
    const view = render(<Probe frame={frameOf(rules, night)} />);
    view.rerender(<Probe frame={frameOf(rules, dawn)} />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(frameOf(rules, dawn).view.fresh.length).toBeGreaterThan(0);
    expect(spoken()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Annonces à voix haute' }).getAttribute('aria-pressed')).toBe('false');

    // Turned on at dawn: the dawn already shown is not said again; the next news is.
    await user.click(screen.getByRole('button', { name: 'Annonces à voix haute' }));
    expect(localStorage.getItem(NARRATION_KEY)).toBe('on');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(spoken()).toEqual([]);
    const vote = play(TO_DAY_VOTE.slice(0, 10)).state;
    view.rerender(<Probe frame={frameOf(rules, vote)} />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const frame = frameOf(rules, vote);
    expect(spoken().length).toBeGreaterThan(0);
    // Said sentence by sentence (engines cut long utterances), spaces as the voice gets them.
    const flat = (t: string) => t.replace(/\s+/g, ' ').trim();
    const log = flat(frame.view.log.map((l) => typo(l.text)).join(' '));
    for (const u of spoken()) expect(log).toContain(flat(u));
  });

  for (const r of [thiercelieux, quintebourg] as AnyRuleset[])
    it(`ne dit que ce que le tableau montre, tiré de la projection publique (${r.id})`, () => {
      let said = 0;
      for (const g of fc.sample(gameArb(r), { numRuns: 6, seed: 21 })) {
        const { states } = statesUpTo(r, setupOf(r, g), `${g.seed}/answers`, 200, 0);
        let cursor = cursorOf(frameOf(r, states[0]!));
        for (const s of states.slice(1)) {
          const frame = frameOf(r, s);
          const lines = narrationOf(cursor, frame);
          cursor = cursorOf(frame);
          const shown = shownNews(frame);
          const heard = [
            ...frame.view.log.map((l) => typo(l.text)),
            ...(frame.view.ended ? [typo(frame.view.ended.reason)] : []),
          ];
          for (const l of lines) {
            expect(shown).toContain(l);
            expect(heard).toContain(l);
          }
          said += lines.length;
        }
      }
      expect(said).toBeGreaterThan(0);
    });
});
