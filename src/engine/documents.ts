/**
 * Texts a call offers the MJ to copy (forum games): the public post of a dawn
 * or a deadline, the private messages to send, a running vote recap. A text is
 * a few plain blocks, rendered as Markdown or as forum BBCode by pure
 * functions, so rulesets never write markup themselves.
 */
import type { GameEvent, PlayerId, Visibility } from './types';

/** A run of text, plain or bold. */
export type Span = string | { bold: string };

export type Block =
  { kind: 'heading'; text: Span[] } | { kind: 'paragraph'; text: Span[] } | { kind: 'list'; items: Span[][] };

export interface TextDoc {
  /** Stable within the call (the UI keys on it). */
  id: string;
  /** What it is, for the MJ: « Message privé à Léa », « Post de l’aube ». */
  title: string;
  /** Who it is for. */
  audience: Visibility;
  blocks: Block[];
}

/**
 * Markdown (CommonMark, as Discourse and GitHub read it): every character
 * that can open inline markup is backslash-escaped, `<` and `&` included (an
 * HTML tag, an autolink or an entity such as `&lt;` would otherwise be read);
 * a backslash before ASCII punctuation always shows that character alone.
 */
const MD_SPECIAL = /([\\`*_[\]#<>&|~])/g;
/**
 * What, at the start of a line, would begin a block of its own: a list item
 * (`- `, `+ `, `1. `, `2) `), a thematic break (`---`), a setext underline (`===`).
 */
const MD_LINE_START = /^(?:([-+=])|(\d{1,9})([.)]))/gm;

function escapeMarkdown(text: string): string {
  return text.replace(MD_SPECIAL, '\\$1');
}

/** A line's text, kept from starting a block (a list, a break, a heading) of its own. */
function markdownLine(text: string): string {
  return text.replace(MD_LINE_START, (_, sign?: string, digits?: string, dot?: string) =>
    sign ? `\\${sign}` : `${digits}\\${dot}`,
  );
}

function spanText(spans: Span[], plain: (t: string) => string, bold: (t: string) => string): string {
  return spans.map((s) => (typeof s === 'string' ? plain(s) : bold(s.bold))).join('');
}

export function toMarkdown(doc: TextDoc): string {
  const line = (spans: Span[]) => markdownLine(spanText(spans, escapeMarkdown, (t) => `**${escapeMarkdown(t)}**`));
  return doc.blocks
    .map((b) => {
      switch (b.kind) {
        case 'heading':
          return `### ${line(b.text)}`;
        case 'paragraph':
          return line(b.text);
        case 'list':
          return b.items.map((item) => `- ${line(item)}`).join('\n');
      }
    })
    .join('\n\n');
}

/**
 * BBCode: a tag is `[` then a name (`b`, `/list`, `url=…`, `*`) then `]`,
 * so a `[` followed by U+200B ZERO WIDTH SPACE opens none, in every engine
 * (phpBB, MyBB, vBulletin, Invision, SMF), and the reader sees the `[` as
 * typed. The other ways were worse: BBCode has no escape character; a
 * `[noparse]` tag is unknown to stock phpBB and MyBB, which would show it;
 * and the entity `&#91;` is honoured by MyBB but shown as typed by phpBB and
 * vBulletin, which encode the `&` of a post (vBulletin lets entities through
 * only above U+00FF, which is also why U+200B survives a forum still served in
 * Latin-1). Nothing else needs breaking: without `[` there is no tag, and the
 * forums escape HTML themselves.
 */
const BB_OPEN = /\[/g;

function escapeBBCode(text: string): string {
  return text.replace(BB_OPEN, '[\u200B');
}

export function toBBCode(doc: TextDoc): string {
  const line = (spans: Span[]) => spanText(spans, escapeBBCode, (t) => `[b]${escapeBBCode(t)}[/b]`);
  return doc.blocks
    .map((b) => {
      switch (b.kind) {
        case 'heading':
          return `[size=150][b]${spanText(b.text, escapeBBCode, escapeBBCode)}[/b][/size]`;
        case 'paragraph':
          return line(b.text);
        case 'list':
          return `[list]\n${b.items.map((item) => `[*]${line(item)}`).join('\n')}\n[/list]`;
      }
    })
    .join('\n\n');
}

/** The text with no markup (previews, tests). */
export function toPlain(doc: TextDoc): string {
  const line = (spans: Span[]) =>
    spanText(
      spans,
      (t) => t,
      (t) => t,
    );
  return doc.blocks
    .map((b) => (b.kind === 'list' ? b.items.map((item) => `• ${line(item)}`).join('\n') : line(b.text)))
    .join('\n');
}

/**
 * One private message per player from the events addressed to given players:
 * an event's `data.pm` (a text written to its reader) when present, else its
 * log text. Players are taken in `order` (seating), events in log order; two
 * equal lines stay two (two Pigeons may bring the same item).
 */
export function privateMessages(
  events: readonly GameEvent[],
  order: readonly PlayerId[],
  name: (id: PlayerId) => string,
  title: (playerName: string) => string = (n) => `Message privé à ${n}`,
): TextDoc[] {
  const lines = new Map<PlayerId, string[]>();
  for (const e of events) {
    if (e.vis.to !== 'players') continue;
    const data = e.data;
    const pm = data && typeof data === 'object' && !Array.isArray(data) ? data.pm : undefined;
    const text = typeof pm === 'string' ? pm : e.text;
    for (const id of e.vis.ids) {
      lines.set(id, [...(lines.get(id) ?? []), text]);
    }
  }
  return order
    .filter((id) => lines.has(id))
    .map((id): TextDoc => ({
      id: `pm-${id}`,
      title: title(name(id)),
      audience: { to: 'players', ids: [id] },
      blocks: lines.get(id)!.map((t) => ({ kind: 'paragraph' as const, text: [t] })),
    }));
}
