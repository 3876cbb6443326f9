/**
 * The book shows which message each order came from (issue 27): « Tout
 * accepter » sends each accepted order's answer with the line it was read
 * from and the whole message (`Answer.from`); the save file's schema checks
 * that field, optional (an order entered by hand has none, so its export is
 * unchanged), and the engine never reads it; the row shows « lu dans : … »
 * under the order with the message on demand.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Answer, Json, OrdersPrompt as OrdersPromptType } from '../../src/engine';
import { pasteMessage } from '../../src/engine/message-paste';
import { messageTable } from '../../src/rulesets/message-registry';
import { answerSchema, parseWith } from '../../src/storage';
import { OrdersPrompt } from '../../src/ui/prompts/OrdersPrompt';
import { PromptInput } from '../../src/ui/prompts/PromptInput';
import { withSources } from '../../src/ui/prompts/PasteReading';
import { useSession } from '../../src/ui/store/session';
import { firstDay } from '../lychantropia/fixtures';

afterEach(() => useSession.setState({ game: null }));

describe('la ligne d’où vient chaque ordre', () => {
  it('« Tout accepter » envoie chaque ordre accepté avec sa ligne et son message ; un ordre refusé n’est pas envoyé', () => {
    const t = firstDay();
    const text = 'Salut MJ\nJe vote contre Chloé\nje vote Zoé ce soir\n--\nEmma';
    const r = pasteMessage(messageTable('lychantropia')!, t.rules, t.state, t.id('Emma'), text);
    if (!r.ok) throw new Error(r.error);
    const sent = withSources(r, text);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'answer',
      value: { put: { player: t.id('Emma'), kind: 'vote', value: [t.id('Chloé')] } },
      from: { line: 2, text: 'Je vote contre Chloé', message: text },
    });
    // The engine takes the answer as it takes the one tapped by hand: the same book after it.
    const { from: _from, ...byHand } = sent[0] as Extract<Answer, { kind: 'answer' }>;
    expect(t.send(sent[0]!).kind).toBe('accepted');
    const other = firstDay();
    expect(other.send(byHand).kind).toBe('accepted');
    expect(t.rs.book).toEqual(other.rs.book);
    expect(t.rs.book.orders.map(({ player, kind, value }) => ({ player, kind, value }))).toEqual([
      { player: t.id('Emma'), kind: 'vote', value: [t.id('Chloé')] },
    ]);
  });

  it('le schéma du fichier de partie garde la source, optionnelle, et refuse une source illisible', () => {
    const plain = { kind: 'answer', step: 'jour', value: { close: true } };
    const hand = parseWith(answerSchema, plain);
    // Strictly: no `from` key at all on an answer entered by hand, so its export is byte for byte the same.
    expect(hand).toStrictEqual({ ok: true, value: plain });
    const from = { line: 2, text: 'VOTE : Chloé', message: 'Salut\nVOTE : Chloé' };
    expect(parseWith(answerSchema, { ...plain, from })).toEqual({ ok: true, value: { ...plain, from } });
    for (const bad of [{ line: 0, text: 'x' }, { line: 1 }, { line: 1, text: 'x', message: 'y'.repeat(20_001) }]) {
      const r = parseWith(answerSchema, { ...plain, from: bad });
      expect(r.ok).toBe(false);
    }
  });

  it('la ligne du joueur montre « lu dans : … » sous l’ordre, et le message entier sur demande', () => {
    const prompt = {
      kind: 'orders',
      label: 'Ordres du jour',
      players: ['a', 'b'],
      noDeadline: true,
      kinds: [
        {
          id: 'vote',
          label: 'Vote',
          main: true,
          prompt: { kind: 'players', label: 'Contre', min: 0, max: 1, candidates: ['a', 'b'] },
        },
      ],
    } as OrdersPromptType;
    const message = 'De : Alice\nVOTE : Bruno';
    const answers: Answer[] = [
      { kind: 'answer', step: 'jour', value: { deadline: '21 h' } },
      {
        kind: 'answer',
        step: 'jour',
        value: { put: { player: 'a', kind: 'vote', value: ['b'] } },
        from: { line: 2, text: 'VOTE : Bruno', message },
      },
      { kind: 'answer', step: 'jour', value: { put: { player: 'b', kind: 'vote', value: ['a'] } } },
    ];
    useSession.setState({
      game: { rules: { id: 'table' }, timeline: { answers, state: { setup: { players: [] } } } } as never,
    });
    const orders = [
      { player: 'a', kind: 'vote', value: ['b'] as Json, seq: 1 },
      { player: 'b', kind: 'vote', value: ['a'] as Json, seq: 2 },
    ];
    const names: Record<string, string> = { a: 'Alice', b: 'Bruno' };
    render(
      <OrdersPrompt
        prompt={prompt}
        book={{ deadline: null, orders, closed: false }}
        value={undefined}
        onChange={() => undefined}
        nameOf={(id) => names[id] ?? id}
        Inner={PromptInput}
        onSubmit={() => Promise.resolve(null)}
      />,
    );
    const alice = screen.getByRole('listitem', { name: 'Alice' });
    const source = alice.querySelector('.order-source')!;
    expect(source.querySelector('.order-source-line')!.textContent).toBe('«\u00a0VOTE : Bruno\u00a0»');
    expect(source.textContent).toContain('Vote — lu dans\u00a0: «\u00a0VOTE : Bruno\u00a0» (ligne 2)');
    expect(within(alice).getByText('Message entier', { exact: false }).closest('details')!.open).toBe(false);
    expect(source.querySelector('pre')!.textContent).toBe(message);
    // Bruno's vote was entered by hand: nothing to show.
    expect(screen.getByRole('listitem', { name: 'Bruno' }).querySelector('.order-source')).toBeNull();
  });
});
