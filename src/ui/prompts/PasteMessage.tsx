/**
 * « Coller un message » on the forum order book: the MJ pastes a player's
 * private message; beside the text, what was understood (engine/message-paste.ts):
 * each order with its line highlighted, the names only approached, the orders
 * the book refuses with their reason and line, the ambiguous names to choose,
 * the lines not read. Nothing is entered until « Tout accepter », which sends
 * the accepted orders as the MJ's taps would, one answer each.
 */
import { useMemo, useState } from 'react';
import { de, typo, type Json, type OrderKind, type OrdersPrompt as OrdersPromptDef, type PlayerId } from '../../engine';
import { pasteMessage, type Pasted } from '../../engine/message-paste';
import { fold, ownLines } from '../../engine/message-text';
import { messageTable } from '../../rulesets/message-registry';
import { Modal } from '../components/Modal';
import { RuleWhy } from '../game/RuleWhy';
import { submit } from '../store/play';
import { useSession } from '../store/session';
import '../styles/paste.css';

interface PasteProps {
  prompt: OrdersPromptDef;
  nameOf: (id: PlayerId) => string;
  /** The sender, on a player's row; absent on the book, where the MJ picks him. */
  author?: PlayerId;
}

/** The button that opens the paste box; nothing for a ruleset played around a table. */
export function PasteButton({ prompt, nameOf, author }: PasteProps) {
  const rulesetId = useSession((s) => s.game?.rules.id);
  const [open, setOpen] = useState(false);
  if (!rulesetId || !messageTable(rulesetId)) return null;
  return (
    <>
      <button
        type="button"
        className={author ? 'btn paste-open paste-open-row' : 'btn paste-open'}
        aria-label={author ? `Coller un message ${de(nameOf(author))}` : undefined}
        onClick={() => setOpen(true)}
      >
        {author ? 'Coller' : 'Coller un message…'}
      </button>
      {open && <PastePanel prompt={prompt} nameOf={nameOf} author={author} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Each line's state, for its highlight: read, refused, asked, unread, or not the author's (quote, signature). */
type LineState = 'read' | 'approached' | 'refused' | 'asked' | 'unread' | 'skipped';

const LINE_TEXT: Record<LineState, string> = {
  read: 'lu',
  approached: 'lu, nom approché',
  refused: 'refusé',
  asked: 'à préciser',
  unread: 'non lu',
  skipped: 'citation ou signature',
};

/** How many pasted lines are shown beside the result (a forum page is long; its lines past this are still read). */
const SHOWN_LINES = 300;

function lineStates(text: string, r: Extract<Pasted, { ok: true }>): Map<number, LineState> {
  const out = new Map<number, LineState>();
  for (const { line } of ownLines(text)) out.set(line, 'unread');
  for (const a of r.asked) out.set(a.line, 'asked');
  for (const o of r.orders) {
    const now = out.get(o.line);
    const state: LineState = !o.ok ? 'refused' : o.approached.length > 0 ? 'approached' : 'read';
    if (now === 'unread' || now === 'read' || now === undefined) out.set(o.line, state);
  }
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

function PastePanel({ prompt, nameOf, author: fixed, onClose }: PasteProps & { onClose: () => void }) {
  const game = useSession((s) => s.game);
  const busy = useSession((s) => s.busy);
  const [author, setAuthor] = useState<PlayerId | undefined>(fixed);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const table = game ? messageTable(game.rules.id) : null;

  const result = useMemo<Pasted | null>(() => {
    if (!game || !table || !author || text.trim() === '') return null;
    return pasteMessage(table, game.rules, game.timeline.state, author, text);
  }, [game, table, author, text]);

  const kindOf = (id: string) => prompt.kinds.find((k) => k.id === id);
  const labelOf = (id: string) => kindOf(id)?.label ?? prompt.closed?.find((k) => k.id === id)?.label ?? id;
  const accepted = result?.ok ? result.orders.filter((o) => o.ok) : [];

  const acceptAll = async (): Promise<void> => {
    if (!result?.ok) return;
    setError(null);
    for (const a of result.answers) {
      // Each order is one answer of the book, as if tapped (`submit` sets the answers seen itself).
      const r = await submit(a);
      if (!r.ok) {
        setError(r.error);
        return;
      }
    }
    onClose();
  };

  const states = result?.ok ? lineStates(text, result) : new Map<number, LineState>();
  const lines = text.split(/\r\n?|\n/).slice(0, SHOWN_LINES);

  return (
    <Modal title={author && fixed ? `Message ${de(nameOf(author))}` : 'Coller un message'} onClose={onClose} wide>
      {!fixed && (
        <fieldset className="paste-sender">
          <legend>Expéditeur</legend>
          <div className="paste-sender-list">
            {prompt.players.map((p) => (
              <button key={p} type="button" className="btn" aria-pressed={author === p} onClick={() => setAuthor(p)}>
                {nameOf(p)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="paste-grid">
        <div className="paste-source">
          <label className="paste-label">
            {author ? `Texte du message ${de(nameOf(author))}` : 'Texte du message'}
            <textarea
              className="paste-text"
              value={text}
              rows={8}
              placeholder="Collez ici le message privé, tel quel (BBCode, citations et signature compris)."
              onChange={(e) => setText(e.target.value)}
            />
          </label>
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
          {!author && <p className="muted">{typo('Choisissez l’expéditeur, puis collez son message.')}</p>}
          {author && !result && (
            <p className="muted">{typo('Collez le message : ce qui est compris s’affiche ici.')}</p>
          )}
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
                    {o.approached.map((a) => (
                      <span key={a.written} className="paste-flag">
                        {typo(`« ${a.written} » lu ${nameOf(a.id)} : vérifiez.`)}
                      </span>
                    ))}
                    {!o.ok && (
                      <>
                        <span className="paste-reason">{typo(o.reason)}</span>
                        {o.rule && <RuleWhy rule={o.rule} />}
                      </>
                    )}
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
              {result.unread.length > 0 && (
                <>
                  <h3 className="paste-title">Non lu</h3>
                  <ul className="paste-unread-list">
                    {result.unread.map((u) => (
                      <li key={u.line}>
                        <span className="muted">ligne {u.line}&nbsp;:</span> {u.text}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
          {error && (
            <p className="alert" role="alert">
              {typo(error)}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary btn-large paste-accept"
            disabled={busy || accepted.length === 0}
            onClick={() => void acceptAll()}
          >
            {accepted.length > 1 ? `Tout accepter (${accepted.length} ordres)` : 'Tout accepter'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
