/**
 * By hand, the calls that need nothing but « Suivant » share one screen
 * (src/ui/game/callGroup.ts, issue 21). The table still hears every call in
 * the book's order: Quinte-bourg reads every row of the night table, even
 * for a card nobody holds (000_a045abd3825f1297.txt:697), so the screen
 * lists them all and one tap answers each in turn, each a separate answer
 * in the log.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apply, currentCall, type Answer, type GameState } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { appendAnswer, createStoredGame, getDB } from '../../src/storage';
import { callsAhead } from '../../src/ui/game/callGroup';
import { sendEach } from '../../src/ui/game/CallGroup';
import GameScreen from '../../src/ui/screens/GameScreen';
import { playTo, qbVoiceSetup } from '../../e2e/fixtures/games';
import { withFreshDB } from './helpers';

/** Night 1 at the Bras droit's sbires, a card nobody holds (the call just before the Bourreau's). */
function dusk(): { answers: Answer[]; state: GameState } {
  const given = playTo(quintebourg, qbVoiceSetup(), [], 'bourreau').answers.slice(0, -1);
  return { answers: given, state: playTo(quintebourg, qbVoiceSetup(), given).state };
}

describe('les appels à lire à la suite', () => {
  it('regroupe les « Suivant » consécutifs dans l’ordre du livre, et s’arrête avant une décision', () => {
    const { state } = dusk();
    const group = callsAhead(quintebourg, state, []);
    expect(group.map((g) => [g.call.step, g.call.inert !== null])).toEqual([
      ['sbires', true],
      ['bourreau', true],
      ['medecin-soins', true],
      ['medecin-remede', true],
      // A note that only informs (« Rien à mettre à jour ») asks nothing of the MJ's hands: it joins the list.
      ['maj-debut', false],
    ]);
    // Each is the call that « Suivant » at the one before leads to: the same calls as answered one by one.
    let s = state;
    for (const g of group) {
      expect(currentCall(quintebourg, s)).toEqual(g.call);
      const r = apply(quintebourg, s, { kind: 'answer', step: g.call.step, value: null });
      if (r.kind !== 'accepted') throw new Error(r.kind);
      s = r.state;
    }
    // What comes next is a decision (Cortex's): its own screen.
    expect(currentCall(quintebourg, s)!.prompt.kind).not.toBe('ack');
  });

  it('un appel qui demande une décision garde son écran', () => {
    const { state } = dusk();
    let s = state;
    while (currentCall(quintebourg, s)!.prompt.kind === 'ack') {
      const r = apply(quintebourg, s, { kind: 'answer', step: currentCall(quintebourg, s)!.step, value: null });
      if (r.kind !== 'accepted') throw new Error(r.kind);
      s = r.state;
    }
    expect(callsAhead(quintebourg, s, [])).toEqual([]);
  });
});

describe('l’écran des appels à lire à la suite', () => {
  withFreshDB();

  it('liste les appels suivants et un seul toucher enregistre une réponse par appel', async () => {
    const user = userEvent.setup();
    const { answers } = dusk();
    const gameId = await createStoredGame(qbVoiceSetup(), 'Nuit à la main', 'Nuit 1');
    for (const [seq, a] of answers.entries()) await appendAnswer(gameId, seq, a);
    render(<GameScreen gameId={gameId} />);
    const list = await screen.findByRole('region', { name: 'Puis, à la suite' }, { timeout: 10_000 });
    // The calls of cards nobody holds or who have nothing to do, in the book's order, after the call on screen.
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Le Bourreau',
      'Le médecin\u00a0: ses patients',
      'Le médecin\u00a0: son remède',
      'Mise à jour (santé et argent)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Suivant (5 appels)' }));
    const stored = async () =>
      (await getDB().answers.where('gameId').equals(gameId).sortBy('seq'))
        .slice(answers.length)
        .map((a) => (a.answer.kind === 'answer' ? [a.answer.step, a.answer.value] : a.answer.kind));
    // Each call its own answer, in order, as if answered one by one.
    await waitFor(async () => expect(await stored()).toHaveLength(5), { timeout: 10_000 });
    expect(await stored()).toEqual([
      ['sbires', null],
      ['bourreau', null],
      ['medecin-soins', null],
      ['medecin-remede', null],
      ['maj-debut', null],
    ]);
  });

  it('un second toucher pendant l’envoi ne répond à aucun autre appel, et une liste dépassée n’envoie rien', async () => {
    const user = userEvent.setup();
    const { answers, state } = dusk();
    const gameId = await createStoredGame(qbVoiceSetup(), 'Nuit à la main', 'Nuit 1');
    for (const [seq, a] of answers.entries()) await appendAnswer(gameId, seq, a);
    render(<GameScreen gameId={gameId} />);
    const send = await screen.findByRole('button', { name: 'Suivant (5 appels)' }, { timeout: 10_000 });
    // The screen moves once, to the call after the five: a tap that lands while they are stored (an MJ's second tap,
    // a walk reading the screen) never meets one of them half-way, nor a call it did not list.
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const now = document.querySelector('.call-title')?.textContent ?? '';
      if (seen[seen.length - 1] !== now) seen.push(now);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.dblClick(send);
    const count = async () => (await getDB().answers.where('gameId').equals(gameId).count()) - answers.length;
    await waitFor(async () => expect(await count()).toBe(5), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 300));
    watch.disconnect();
    expect(await count()).toBe(5);
    let after = state;
    for (const { call } of callsAhead(quintebourg, state, [])) {
      const r = apply(quintebourg, after, { kind: 'answer', step: call.step, value: null });
      if (r.kind !== 'accepted') throw new Error(r.kind);
      after = r.state;
    }
    expect(seen).toEqual([currentCall(quintebourg, after)!.title]);
    // The calls of that screen, listed from the state before: the game has moved on, nothing is sent.
    const stale = await sendEach(callsAhead(quintebourg, state, []));
    expect(stale.ok).toBe(false);
    expect(await count()).toBe(5);
  });
});
