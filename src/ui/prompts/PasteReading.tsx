/**
 * What Veilleur understood of a pasted private message, beside its text
 * (engine/message-paste.ts): each order with its line highlighted, the names
 * only approached, the orders the book refuses with their reason and line,
 * the ambiguous names to choose, the lines not read. Nothing is entered until
 * « Tout accepter », which sends the accepted orders as the MJ's taps would,
 * one answer each, each with the line it was read from (`Answer.from`).
 * Shared by a row's « Coller » dialog and the book's paste area.
 */
import { useMemo, type ReactNode } from 'react';
import { typo, type Answer, type Json, type OrderKind, type OrdersPrompt, type PlayerId } from '../../engine';
import { pasteMessage, type Pasted, type PastedRead } from '../../engine/message-paste';
import { fold, ownLines } from '../../engine/message-text';
import { messageTable } from '../../rulesets/message-registry';
import { SOURCE_LINE_MAX, SOURCE_MESSAGE_MAX } from '../../storage';
import { useSession } from '../store/session';
import { PasteAccept } from './PasteAccept';
import { FlaggedLines, OrderFlags } from './PasteFlags';
import '../styles/paste.css';

/** Each line's state, for its highlight: read, refused, asked, unread, the sender's, or not the author's. */
type LineState = 'read' | 'approached' | 'refused' | 'asked' | 'unread' | 'sender' | 'skipped';

const LINE_TEXT: Record<LineState, string> = {
  read: 'lu',
  approached: 'lu, nom approché',
  refused: 'refusé',
  asked: 'à préciser',
  unread: 'non lu',
  sender: 'expéditeur',
  skipped: 'citation ou signature',
};

/** How many pasted lines are shown beside the result (a forum page is long; its lines past this are still read). */
const SHOWN_LINES = 300;

function lineStates(text: string, r: PastedRead, senderLine: number | undefined): Map<number, LineState> {
  const out = new Map<number, LineState>();
  for (const { line } of ownLines(text)) out.set(line, 'unread');
  for (const a of r.asked) out.set(a.line, 'asked');
  for (const o of r.orders) {
    const now = out.get(o.line);
    const state: LineState = !o.ok ? 'refused' : o.approached.length > 0 ? 'approached' : 'read';
    if (now === 'unread' || now === 'read' || now === undefined) out.set(o.line, state);
  }
  if (senderLine !== undefined && (out.get(senderLine) ?? 'unread') === 'unread') out.set(senderLine, 'sender');
  return out;
}

/** An order's value as the MJ reads it: names, an option's label, a number or a text. */
function describe(kind: OrderKind | undefined, value: Json, nameOf: (id: PlayerId) => string): string {
  if (Array.isArray(value)) return value.length === 0 ? 'blanc' : value.map((v) => nameOf(String(v))).join(', ');
  if (kind?.prompt.kind === 'choice') return kind.prompt.options.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

/** Replace the word `written` (folded) in a line of `text` by `name`: an ambiguous name the MJ chose. */
function choose(text: string, line: number, written: string, name: string): string {
  const lines = text.split(/\r\n?|\n/);
  const raw = lines[line - 1];
  if (raw === undefined) return text;
  const m = new RegExp(`(^|[^a-z0-9])(${written.replace(/[^a-z0-9 ]/g, '')})($|[^a-z0-9])`).exec(fold(raw));
  if (!m) return text;
  const at = m.index + m[1]!.length;
  lines[line - 1] = raw.slice(0, at) + name + raw.slice(at + m[2]!.length);
  return lines.join('\n');
}

/** The answers « Tout accepter » sends: each accepted order's answer with the line (and message) it was read from. */
export function withSources(r: PastedRead, text: string): Answer[] {
  const accepted = r.orders.filter((o) => o.ok);
  return r.answers.map((a, i) => {
    const o = accepted[i];
    if (!o || a.kind !== 'answer') return a;
    const from = {
      line: o.line,
      text: o.text.slice(0, SOURCE_LINE_MAX),
      // A long paste is kept as its line only: the log is not a forum archive.
      ...(text.length <= SOURCE_MESSAGE_MAX ? { message: text } : {}),
    };
    return { ...a, from };
  });
}

interface ReadingProps {
  prompt: OrdersPrompt;
  nameOf: (id: PlayerId) => string;
  /** The sender, once known (picked, fixed by the row, or read from the message). */
  author: PlayerId | undefined;
  text: string;
  setText: (text: string) => void;
  /** The text box, shown above the highlighted lines. */
  input: ReactNode;
  /** The line that named the sender (a forum header, a signature), highlighted as such. */
  senderLine?: number;
  /** Said while no sender is known. */
  noAuthor: string;
  /** All accepted orders entered. */
  onAccepted: () => void;
}

export function PasteReading(props: ReadingProps) {
  const { prompt, nameOf, author, text, setText, input, senderLine, noAuthor, onAccepted } = props;
  const game = useSession((s) => s.game);
  const table = game ? messageTable(game.rules.id) : null;

  const result = useMemo<Pasted | null>(() => {
    if (!game || !table || !author || text.trim() === '') return null;
    return pasteMessage(table, game.rules, game.timeline.state, author, text);
  }, [game, table, author, text]);

  const kindOf = (id: string) => prompt.kinds.find((k) => k.id === id);
  const labelOf = (id: string) => kindOf(id)?.label ?? prompt.closed?.find((k) => k.id === id)?.label ?? id;
  const accepted = result?.ok ? result.orders.filter((o) => o.ok) : [];

  const states = result?.ok ? lineStates(text, result, senderLine) : new Map<number, LineState>();
  const lines = text.split(/\r\n?|\n/).slice(0, SHOWN_LINES);
  const unread = result?.ok ? result.unread.filter((u) => u.line !== senderLine) : [];

  return (
    <div className="paste-grid">
      <div className="paste-source">
        {input}
        {result?.ok && (
          <ol className="paste-lines" aria-label="Lignes du message">
            {lines.map((l, i) => {
              const state = states.get(i + 1) ?? 'skipped';
              return l.trim() === '' ? null : (
                <li key={i} value={i + 1} className={`paste-line paste-${state}`}>
                  <span className="paste-line-text">{l}</span>
                  <span className="paste-line-state">{LINE_TEXT[state]}</span>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <div className="paste-result" aria-live="polite">
        {!author && text.trim() !== '' && <p className="muted">{typo(noAuthor)}</p>}
        {author && !result && <p className="muted">{typo('Collez le message : ce qui est compris s’affiche ici.')}</p>}
        {result && !result.ok && (
          <p className="alert" role="alert">
            {typo(result.error)}
          </p>
        )}
        {result?.ok && (
          <>
            <h3 className="paste-title">Compris</h3>
            <ul className="paste-orders">
              {result.orders.map((o, i) => (
                <li key={i} className={o.ok ? 'paste-order' : 'paste-order paste-order-refused'}>
                  <span>
                    {o.ok ? '✓ ' : '✕ '}
                    <strong>{labelOf(o.put.kind)}</strong>
                    {` : ${describe(kindOf(o.put.kind), o.put.value, nameOf)} `}
                    <span className="muted">(ligne {o.line})</span>
                  </span>
                  <OrderFlags order={o} nameOf={nameOf} />
                </li>
              ))}
              {result.asked.map((a, i) => (
                <li key={`ask-${i}`} className="paste-order paste-order-asked">
                  <span>
                    {typo(`? « ${a.written} » désigne plusieurs joueurs `)}
                    <span className="muted">(ligne {a.line})</span>
                  </span>
                  <span className="paste-choices">
                    {a.candidates.map((c) => (
                      <button
                        key={c}
                        type="button"
                        className="btn"
                        onClick={() => setText(choose(text, a.line, a.written, nameOf(c)))}
                      >
                        {nameOf(c)}
                      </button>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
            <FlaggedLines
              title="Non lu"
              lines={unread.map((u) => ({ key: String(u.line), line: u.line, text: u.text }))}
            />
          </>
        )}
        <PasteAccept
          // Each accepted order is one answer of the book, as if tapped, with the line it was read from.
          answers={() => (result?.ok ? withSources(result, text) : [])}
          count={accepted.length}
          noun="ordres"
          onAccepted={onAccepted}
        />
      </div>
    </div>
  );
}
