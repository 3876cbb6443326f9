/**
 * French typography applied by the engine to a ruleset's texts, where the
 * ruleset asks for it (`typography: 'french'`): the non-breaking spaces before
 * « : ; ! ? » and inside « » (`typo`), on every text that leaves the engine —
 * event texts (hence announcements, the log, the public screen), the end's
 * reasons, call lines, notes and « sans effet » reasons, action lines,
 * the grimoire's markers, documents to copy, the players' screen's blocks,
 * refusals. Prompt labels are set by the app where it draws them. Elision
 * (« d’Alice ») is the ruleset's own writing, with `de`, `que`, `le`, `la`. A
 * ruleset opts in once its tests expect the typeset texts.
 */
import type { Block, Span, TextDoc } from './documents';
import { typo } from './french';
import type { PublicBlock } from './public-blocks';
import type { AnyRuleset } from './ruleset';
import type { GameEnd } from './types';

const PLAIN = (text: string): string => text;

/** Only texts with something to set go through the regular expressions (the simulator emits many). */
const TOUCHED = /[:;!?«»]/;

/**
 * Texts already set, and how: a game emits the same lines over and over (the
 * same calls, the same names), and `typo` is a pure function of its text, so
 * its answer may be given again. Emptied when full, so it stays small.
 */
const SET_TEXTS = new Map<string, string>();
const MAX_SET_TEXTS = 4096;

function french(text: string): string {
  if (!TOUCHED.test(text)) return text;
  let out = SET_TEXTS.get(text);
  if (out === undefined) {
    if (SET_TEXTS.size >= MAX_SET_TEXTS) SET_TEXTS.clear();
    out = typo(text);
    SET_TEXTS.set(text, out);
  }
  return out;
}

/** The function that sets a ruleset's texts: `typo` when it asks for French typography, else the text as written. */
export function typesetter(rules: AnyRuleset): (text: string) => string {
  return rules.typography === 'french' ? french : PLAIN;
}

export function typesetEnd(end: GameEnd, set: (text: string) => string): GameEnd {
  if (set === PLAIN) return end;
  return {
    ...end,
    reason: set(end.reason),
    ...(end.why ? { why: Object.fromEntries(Object.entries(end.why).map(([id, why]) => [id, set(why)])) } : {}),
  };
}

const spans = (text: Span[], set: (text: string) => string): Span[] =>
  text.map((s) => (typeof s === 'string' ? set(s) : { bold: set(s.bold) }));

function block(b: Block, set: (text: string) => string): Block {
  return b.kind === 'list'
    ? { kind: 'list', items: b.items.map((item) => spans(item, set)) }
    : { kind: b.kind, text: spans(b.text, set) };
}

export function typesetDoc(doc: TextDoc, set: (text: string) => string): TextDoc {
  if (set === PLAIN) return doc;
  return { ...doc, title: set(doc.title), blocks: doc.blocks.map((b) => block(b, set)) };
}

/** A block of the players' screen, its texts set (titles, lines, notes, labels). */
export function typesetBlock(b: PublicBlock, set: (text: string) => string): PublicBlock {
  if (set === PLAIN) return b;
  switch (b.kind) {
    case 'banner':
      return { ...b, title: set(b.title), text: set(b.text) };
    case 'lines':
      return { ...b, title: set(b.title), lines: b.lines.map(set) };
    case 'countdown':
      return { ...b, title: set(b.title) };
    case 'tally':
      return {
        ...b,
        title: set(b.title),
        rows: b.rows.map((r) => ({ ...r, label: set(r.label) })),
        ...(b.note ? { note: set(b.note) } : {}),
      };
    case 'holders':
      return {
        ...b,
        title: set(b.title),
        rows: b.rows.map((r) => (r.label ? { ...r, label: set(r.label) } : r)),
        ...(b.note ? { note: set(b.note) } : {}),
      };
  }
}
