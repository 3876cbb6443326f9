/**
 * Texts to copy with hostile names: whatever a player is called, the post the
 * MJ pastes on a forum shows the name as typed and holds no markup but the
 * post's own (issue 26: « forum posts can be forged by a name »; issue 28:
 * « Markdown copies pass HTML »). Random games of both forum rulesets, every
 * document of every call, both formats.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  availableActions,
  actionCall,
  createGame,
  currentPrompt,
  effectsOf,
  type AnyRuleset,
  type GameSetup,
  type GameState,
} from '../../src/engine';
import { privateMessages, toBBCode, toMarkdown, toPlain, type Span, type TextDoc } from '../../src/engine/documents';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { newmilenium } from '../../src/rulesets/newmilenium';

/** Names that would be markup if pasted as they are: BBCode tags, Markdown, HTML, entities, line-start blocks. */
const HOSTILE_NAMES = [
  '[/list][url=https://x.invalid]Ana[/url]',
  '<img src=x onerror=alert(1)>',
  '**Bruno**',
  '_Chloé_',
  '# David',
  '- Émile',
  '1. Farid',
  '&lt;Gaëlle&gt;',
  '[b]Hugo[/b]',
  '`Inès`',
  '> Jules',
  '[*]Karim',
  '~~Léo~~',
  '| Mia |',
  '\\Nora\\',
  '[quote]Oscar',
  '+ Paul',
  '=Rose=',
];

/** The tags a BBCode parser would read (`[b]`, `[/list]`, `[url=…]`, `[*]`). */
const BB_TAG = /\[\/?(?:[a-z]+(?:=[^\]\n]*)?|\*)\]/gi;

/** The tags the document's own structure calls for, and nothing else. */
function structuralTags(doc: TextDoc): string[] {
  const bold = (spans: Span[]) => spans.flatMap((s) => (typeof s === 'string' ? [] : ['[b]', '[/b]']));
  return doc.blocks.flatMap((b): string[] => {
    if (b.kind === 'heading') return ['[size=150]', '[b]', '[/b]', '[/size]'];
    if (b.kind === 'paragraph') return bold(b.text);
    return ['[list]', '[/list]', ...b.items.flatMap((item) => ['[*]', ...bold(item)])];
  });
}

/** What a BBCode post shows once the forum has read its tags: the structural tags and the U+200B breaks gone. */
function bbShown(text: string): string {
  return text.replace(BB_TAG, '').replaceAll('[\u200B', '[');
}

/**
 * Markdown a CommonMark reader would take as markup: what is left of each line,
 * once its own prefix (`### `, `- `), its bold `**` and its backslash escapes
 * are taken out, must hold no markup character and start no block.
 */
function unescapedMarkdown(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^(### |- )/, '').replaceAll('**', '');
    const bare = line.replace(/\\[\s\S]/g, '');
    const special = bare.match(/[\\`*_[\]#<>&|~]/g);
    if (special) found.push(`${special.join('')} in « ${raw} »`);
    if (/^([-+=]|\d{1,9}[.)])/.test(line)) found.push(`block start in « ${raw} »`);
  }
  return found;
}

/** What a Markdown post shows: the prefixes, the bold marks and the escapes gone. */
function mdShown(text: string): string {
  return text
    .split('\n')
    .map((l) =>
      l
        .replace(/^(### |- )/, '')
        .replaceAll('**', '')
        .replace(/\\([\s\S])/g, '$1'),
    )
    .join('\n');
}

function checkDoc(doc: TextDoc, where: string, names: readonly string[]): string[] {
  const bb = toBBCode(doc);
  const md = toMarkdown(doc);
  const plain = toPlain(doc);
  const problems: string[] = [];
  const tags = (bb.match(BB_TAG) ?? []).sort();
  const wanted = structuralTags(doc).sort();
  if (JSON.stringify(tags) !== JSON.stringify(wanted))
    problems.push(`${where} ${doc.id} BBCode tags ${JSON.stringify(tags)} instead of ${JSON.stringify(wanted)}`);
  for (const bad of unescapedMarkdown(md)) problems.push(`${where} ${doc.id} Markdown: ${bad}`);
  for (const name of names.filter((n) => plain.includes(n))) {
    if (!bbShown(bb).includes(name)) problems.push(`${where} ${doc.id} BBCode does not show « ${name} » as typed`);
    if (!mdShown(md).includes(name)) problems.push(`${where} ${doc.id} Markdown does not show « ${name} » as typed`);
  }
  return problems;
}

interface Seen {
  problems: string[];
  /** Document ids met, numbers and player ids taken out (`pm-p3` → `pm`). */
  kinds: Set<string>;
  /** Names met in at least one document. */
  named: Set<string>;
}

/** A random game with hostile names, every document of every call checked. */
function play(rules: AnyRuleset, count: number, seed: string, seen: Seen): void {
  const players = HOSTILE_NAMES.slice(0, count).map((name, i) => ({ id: `p${i + 1}`, name }));
  const options = {};
  const setup: GameSetup = {
    rulesetId: rules.id,
    options,
    players,
    composition: rules.suggestComposition(count, options),
    seed,
  };
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  let s: GameState = created.value;
  const rng = seedRng(`answers-${seed}`);
  for (let answers = 0; !s.ended && answers < 600;) {
    for (const effect of effectsOf(rules, s))
      if (effect.type === 'documents')
        for (const doc of effect.docs) {
          seen.kinds.add(doc.id.replace(/-?(p\d+|\d+)$/g, ''));
          for (const n of HOSTILE_NAMES) if (toPlain(doc).includes(n)) seen.named.add(n);
          seen.problems.push(...checkDoc(doc, `${rules.id} ${seed} day ${s.clock.day}`, HOSTILE_NAMES));
        }
    const open = availableActions(rules, s);
    if (open.length > 0 && nextInt(rng, 20) === 0) {
      const id = open[nextInt(rng, open.length)]!.id;
      const res = apply(rules, s, {
        kind: 'invoke',
        action: id,
        value: randomValue(actionCall(rules, s, id)!.prompt, rng),
      });
      if (res.kind === 'accepted') s = res.state;
      continue;
    }
    const call = currentPrompt(rules, s);
    if (!call) break;
    let next: GameState | null = null;
    for (let attempt = 0; attempt < 20 && !next; attempt++) {
      const close = attempt === 19 && call.prompt.kind === 'orders';
      const res = apply(rules, s, {
        kind: 'answer',
        step: call.step,
        value: close ? { close: true } : randomValue(call.prompt, rng),
      });
      if (res.kind === 'accepted') next = res.state;
      else if (res.kind !== 'refused') throw new Error(`${res.kind}: ${res.reason}`);
    }
    if (!next) break;
    s = next;
    answers++;
  }
}

describe.each([
  ['lychantropia', lychantropia as AnyRuleset, 12],
  ['newmilenium', newmilenium as AnyRuleset, 18],
])('every text to copy of %s, with hostile names', (_id, rules, count) => {
  const seen: Seen = { problems: [], kinds: new Set(), named: new Set() };
  for (const seed of ['a', 'b', 'c']) play(rules, count, `hostile-${seed}`, seen);

  it('holds no markup but its own, in BBCode and in Markdown, and shows every name as typed', () => {
    expect(seen.problems.slice(0, 10)).toEqual([]);
  });

  it('met the opening post, the private messages and the posts of the game, and every name', () => {
    expect([...seen.kinds]).toEqual(expect.arrayContaining(['ouverture', 'pm']));
    expect(seen.kinds.size).toBeGreaterThan(4);
    expect([...seen.named].sort()).toEqual(HOSTILE_NAMES.slice(0, count).sort());
  });
});

describe('a relayed message (a private message written to its reader)', () => {
  it('is copied as typed, with no markup of its own', () => {
    const typed = '[/quote][url=https://x.invalid]clique[/url] <b>ici</b> &amp; 2. **vite**';
    const [pm] = privateMessages(
      [{ seq: 1, day: 1, phase: 'day', type: 'pigeon', vis: { to: 'players', ids: ['p1'] }, text: typed }],
      ['p1'],
      () => HOSTILE_NAMES[0]!,
    );
    expect(checkDoc(pm!, 'pm', [typed])).toEqual([]);
  });
});
