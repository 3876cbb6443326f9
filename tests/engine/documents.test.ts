/**
 * Texts to copy (forum posts, private messages), order kinds limited to some
 * players, and random playouts that enter orders before closing a book.
 */
import { describe, expect, it } from 'vitest';
import { createGame, effectsOf, grimoire, type GameEvent, type GameState, type Prompt } from '../../src/engine';
import { privateMessages, toBBCode, toMarkdown, toPlain, type TextDoc } from '../../src/engine/documents';
import { playout, randomValue } from '../../src/engine/playout';
import { checkPrompt } from '../../src/engine/read-answer';
import { seedRng } from '../../src/engine/random';
import { toy } from '../../src/rulesets/toy';
import type { ToyState as Toy } from '../../src/rulesets/toy/types';

const doc: TextDoc = {
  id: 'aube',
  title: 'Post de l’aube',
  audience: { to: 'public' },
  blocks: [
    { kind: 'heading', text: ['Aube du jour 2'] },
    { kind: 'paragraph', text: [{ bold: 'Léa_B' }, ' est morte. Objets perdus : Sac d’or [×2].'] },
    { kind: 'list', items: [['Chaudron'], ['Pigeon', { bold: ' ×3' }]] },
  ],
};

describe('texts to copy', () => {
  it('render as Markdown, escaping what Markdown would read as markup', () => {
    expect(toMarkdown(doc)).toBe(
      '### Aube du jour 2\n\n**Léa\\_B** est morte. Objets perdus : Sac d’or \\[×2\\].\n\n- Chaudron\n- Pigeon** ×3**',
    );
  });

  it('render as forum BBCode, every « [ » of the text followed by U+200B so that it opens no tag', () => {
    expect(toBBCode(doc)).toBe(
      '[size=150][b]Aube du jour 2[/b][/size]\n\n[b]Léa_B[/b] est morte. Objets perdus : Sac d’or [\u200B×2].\n\n[list]\n[*]Chaudron\n[*]Pigeon[b] ×3[/b]\n[/list]',
    );
  });

  // Issue 28: « <img src=x onerror=alert(1)\> » was still a tag for CommonMark; issue 26: a name closed the list.
  it('neutralise a hostile name: an HTML tag and an entity in Markdown, tags in BBCode, a list started by a name', () => {
    const named = (name: string): TextDoc => ({
      id: 'x',
      title: 'x',
      audience: { to: 'public' },
      blocks: [
        { kind: 'paragraph', text: [name, ' est mort.'] },
        { kind: 'list', items: [[{ bold: name }]] },
      ],
    });
    expect(toMarkdown(named('<img src=x onerror=alert(1)>'))).toBe(
      '\\<img src=x onerror=alert(1)\\> est mort.\n\n- **\\<img src=x onerror=alert(1)\\>**',
    );
    expect(toMarkdown(named('&lt;Ana&gt;'))).toBe('\\&lt;Ana\\&gt; est mort.\n\n- **\\&lt;Ana\\&gt;**');
    expect(toMarkdown(named('1. Ana'))).toBe('1\\. Ana est mort.\n\n- **1. Ana**');
    expect(toMarkdown(named('- Ana'))).toBe('\\- Ana est mort.\n\n- **- Ana**');
    expect(toBBCode(named('[/list][url=https://x.invalid]Ana[/url]'))).toBe(
      '[\u200B/list][\u200Burl=https://x.invalid]Ana[\u200B/url] est mort.\n\n[list]\n[*][b][\u200B/list][\u200Burl=https://x.invalid]Ana[\u200B/url][/b]\n[/list]',
    );
  });

  it('render as plain text', () => {
    expect(toPlain(doc)).toBe(
      'Aube du jour 2\nLéa_B est morte. Objets perdus : Sac d’or [×2].\n• Chaudron\n• Pigeon ×3',
    );
  });

  it('gather one private message per player, in seating order, from the events addressed to players', () => {
    const ev = (vis: GameEvent['vis'], text: string, pm?: string): GameEvent => ({
      seq: 1,
      day: 1,
      phase: 'night',
      type: 'x',
      vis,
      text,
      ...(pm ? { data: { pm } } : {}),
    });
    const events = [
      ev({ to: 'players', ids: ['p3'] }, 'Chloé est charmée.', 'Vous êtes charmé·e.'),
      ev({ to: 'public' }, 'Public.'),
      ev({ to: 'players', ids: ['p1', 'p3'] }, 'Ana et Chloé tombent amoureux.'),
      ev({ to: 'mj' }, 'Secret.'),
      ev({ to: 'players', ids: ['p3'] }, 'Chloé est charmée.', 'Vous êtes charmé·e.'),
    ];
    const names: Record<string, string> = { p1: 'Ana', p2: 'Bruno', p3: 'Chloé' };
    const pms = privateMessages(events, ['p1', 'p2', 'p3'], (id) => names[id]!);
    expect(pms.map((d) => [d.id, d.title, d.audience, toPlain(d)])).toEqual([
      ['pm-p1', 'Message privé à Ana', { to: 'players', ids: ['p1'] }, 'Ana et Chloé tombent amoureux.'],
      [
        'pm-p3',
        'Message privé à Chloé',
        { to: 'players', ids: ['p3'] },
        'Vous êtes charmé·e.\nAna et Chloé tombent amoureux.\nVous êtes charmé·e.',
      ],
    ]);
  });
});

function toyGame(): GameState<Toy> {
  const g = createGame<Toy>(toy, {
    rulesetId: 'toy',
    options: {},
    players: ['Ana', 'Bruno', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: ['chef', 'pion', 'pion', 'pion'],
    seed: 's',
  });
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('order kinds limited to some players', () => {
  const prompt: Prompt = {
    kind: 'orders',
    label: 'Ordres',
    players: ['p1', 'p2', 'p3'],
    kinds: [{ id: 'vote', label: 'Vote', prompt: { kind: 'number', label: 'n', min: 1, max: 3 }, players: ['p2'] }],
  };

  it('refuse an order from a player of the book who may not give that kind, but let it be cancelled', () => {
    const s = toyGame() as GameState;
    expect(checkPrompt(s, prompt, { put: { player: 'p1', kind: 'vote', value: 2 } })).toBe(
      'Ana ne peut pas donner l’ordre « Vote ».',
    );
    expect(checkPrompt(s, prompt, { put: { player: 'p2', kind: 'vote', value: 2 } })).toBeNull();
    expect(checkPrompt(s, prompt, { cancel: { player: 'p1', kind: 'vote' } })).toBeNull();
  });

  it('are given only by those players in random playouts', () => {
    const rng = seedRng('k');
    const puts = Array.from(
      { length: 200 },
      () => randomValue(prompt, rng) as { put?: { player: string; value: number } },
    );
    const players = new Set(puts.flatMap((v) => (v.put ? [v.put.player] : [])));
    expect([...players]).toEqual(['p2']);
    expect(puts.filter((v) => !v.put).length).toBeGreaterThan(0);
  });

  it('text prompts with suggestions are answered with one of them', () => {
    const rng = seedRng('t');
    const values = new Set(
      Array.from({ length: 50 }, () =>
        randomValue({ kind: 'text', label: 't', maxLength: 20, suggestions: ['a', 'b'] }, rng),
      ),
    );
    expect([...values].sort()).toEqual(['a', 'b']);
  });
});

describe('random playouts with an order book', () => {
  it('enter orders before closing the book, and never get stuck on it', () => {
    const s = toyGame();
    const r = playout<Toy>(toy, s.setup, 'orders');
    expect(r.errors).toEqual([]);
    expect(r.state.ended).not.toBeNull();
    const resolved = r.state.events.filter((e) => e.type === 'ordres').map((e) => e.text);
    expect(resolved.some((t) => /(vote|don):p\d/.test(t))).toBe(true);
    const puts = r.answers.filter(
      (a) => a.kind === 'answer' && a.step === 'ordres' && (a.value as { put?: unknown }).put,
    );
    expect(puts.length).toBeGreaterThan(0);
  });
});

describe('texts and grimoire lines through the selectors', () => {
  const withTexts = {
    ...toy,
    describePlayer: (s: GameState<Toy>, id: string) => (s.players[id]!.role === 'chef' ? ['Objets : Fusil'] : []),
    steps: { ...toy.steps, designer: { ...toy.steps.designer!, documents: () => [doc] } },
  } as typeof toy;

  it('the current call’s effects carry its texts; a call without texts has none', () => {
    const s = toyGame();
    expect(effectsOf(withTexts, s)).toContainEqual({ type: 'documents', docs: [doc] });
    expect(effectsOf(toy, s).some((e) => e.type === 'documents')).toBe(false);
  });

  it('the grimoire adds the ruleset’s lines after the markers', () => {
    const rows = grimoire(withTexts, toyGame());
    expect(rows.map((r) => r.markers)).toEqual([['Objets : Fusil'], [], [], []]);
  });
});
