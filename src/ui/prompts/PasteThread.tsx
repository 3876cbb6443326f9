/**
 * « Coller le fil du jour » on a forum ruleset's day vote book: the MJ pastes
 * the day's thread (the page's text or its BBCode); beside it, what was read
 * (engine/message-thread.ts): each player's votes in order with the one that
 * counts, the authors who are no player, the votes the book refuses with
 * their reason and line, the lines flagged. Nothing is entered until « Tout
 * accepter », which sends each vote as the MJ's tap would, one answer each.
 * The paste box's look is « Coller un message »'s (styles/paste.css).
 */
import { useMemo, useState } from 'react';
import { typo, type OrdersPrompt as OrdersPromptDef, type PlayerId } from '../../engine';
import { pasteThread, type PastedThread, type ThreadVote } from '../../engine/message-thread';
import { messageTable } from '../../rulesets/message-registry';
import { Modal } from '../components/Modal';
import { useSession } from '../store/session';
import { PasteAccept } from './PasteAccept';
import { FlaggedLines, OrderFlags } from './PasteFlags';
import '../styles/paste.css';
import '../styles/paste-thread.css';

interface ThreadProps {
  prompt: OrdersPromptDef;
  nameOf: (id: PlayerId) => string;
}

/** The button that opens the thread box: on a forum ruleset's book where the day's vote is open, nothing elsewhere. */
export function PasteThreadButton({ prompt, nameOf }: ThreadProps) {
  const rulesetId = useSession((s) => s.game?.rules.id);
  const [open, setOpen] = useState(false);
  if (!rulesetId || !messageTable(rulesetId) || !prompt.kinds.some((k) => k.id === 'vote')) return null;
  return (
    <>
      <button type="button" className="btn paste-open" onClick={() => setOpen(true)}>
        Coller le fil du jour…
      </button>
      {open && <ThreadPanel prompt={prompt} nameOf={nameOf} onClose={() => setOpen(false)} />}
    </>
  );
}

const voteText = (v: ThreadVote, nameOf: (id: PlayerId) => string): string =>
  v.value === null ? 'retire son vote' : v.value.length === 0 ? 'blanc' : v.value.map(nameOf).join(', ');

function ThreadPanel({ prompt, nameOf, onClose }: ThreadProps & { onClose: () => void }) {
  const game = useSession((s) => s.game);
  const [text, setText] = useState('');
  const table = game ? messageTable(game.rules.id) : null;

  const result = useMemo<PastedThread | null>(() => {
    if (!game || !table || text.trim() === '') return null;
    return pasteThread(table, game.rules, game.timeline.state, text);
  }, [game, table, text]);

  const ok = result?.ok ? result : null;
  const accepted = ok ? ok.orders.filter((o) => o.ok) : [];
  const voteLabel = prompt.kinds.find((k) => k.id === 'vote')?.label ?? 'Vote';

  return (
    <Modal title="Coller le fil du jour" onClose={onClose} wide>
      <div className="paste-grid">
        <div className="paste-source">
          <label className="paste-label">
            Texte du fil
            <textarea
              className="paste-text"
              value={text}
              rows={10}
              placeholder="Collez ici la page du fil du jour (texte copié ou export BBCode), messages du MJ compris."
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        </div>
        <div className="paste-result" aria-live="polite">
          {!result && <p className="muted">{typo('Collez le fil : les votes de chacun s’affichent ici.')}</p>}
          {result && !result.ok && (
            <p className="alert" role="alert">
              {typo(result.error)}
            </p>
          )}
          {ok && (
            <>
              <h3 className="paste-title">Votes retenus</h3>
              <ul className="paste-orders" aria-label="Votes retenus">
                {ok.orders.map((o) => (
                  <li key={o.put.player} className={o.ok ? 'paste-order' : 'paste-order paste-order-refused'}>
                    <span>
                      {o.ok ? '✓ ' : '✕ '}
                      <strong>{nameOf(o.put.player)}</strong>
                      {typo(
                        ` — ${voteLabel} : ${voteText({ ...o, value: o.put.value as PlayerId[], late: false }, nameOf)} `,
                      )}
                      <span className="muted">(ligne {o.line})</span>
                    </span>
                    <OrderFlags order={o} nameOf={nameOf} />
                  </li>
                ))}
                {ok.unvoted.map((p) => (
                  <li key={`unvote-${p}`} className="paste-order">
                    <span>
                      <strong>{nameOf(p)}</strong> {typo(': a retiré son vote, aucun vote retenu.')}
                    </span>
                  </li>
                ))}
              </ul>
              <h3 className="paste-title">Par auteur</h3>
              <ul className="paste-authors" aria-label="Votes par auteur">
                {ok.authors.map((a) => (
                  <li key={a.player}>
                    <strong>{nameOf(a.player)}</strong>{' '}
                    <span className="muted">({a.posts > 1 ? `${a.posts} messages` : '1 message'})</span>
                    {a.votes.length === 0 ? (
                      <span className="muted"> — aucun vote</span>
                    ) : (
                      <ol className="paste-thread-votes">
                        {a.votes.map((v) => (
                          <li key={v.line} className={v.late ? 'paste-late' : undefined}>
                            <span className="paste-vote-value">{voteText(v, nameOf)}</span>{' '}
                            <span className="muted">(ligne {v.line})</span>
                            {v.late && <span className="paste-flag"> après la deadline, non compté</span>}
                          </li>
                        ))}
                      </ol>
                    )}
                  </li>
                ))}
              </ul>
              {ok.ignored.length > 0 && (
                <>
                  <h3 className="paste-title">Auteurs ignorés</h3>
                  <p className="paste-ignored">
                    {typo(
                      `Pas des joueurs de la partie (MJ, spectateurs) : ${ok.ignored.map((a) => `${a.name} (${a.posts})`).join(', ')}.`,
                    )}
                  </p>
                </>
              )}
              <FlaggedLines
                title="À vérifier"
                lines={[
                  ...ok.asked.map((a) => ({
                    key: `ask-${a.line}`,
                    line: a.line,
                    text: a.text,
                    note: typo(`(« ${a.written} » désigne plusieurs joueurs : ${a.candidates.map(nameOf).join(', ')})`),
                  })),
                  ...ok.unread.map((u) => ({
                    key: String(u.line),
                    line: u.line,
                    text: u.text,
                    note: <span className="muted">{typo(`(${u.why})`)}</span>,
                  })),
                ]}
              />
            </>
          )}
          <PasteAccept
            // Each vote is one answer of the book, as if tapped (the votes read, then the votes taken back).
            answers={() => ok?.answers ?? []}
            count={accepted.length}
            noun="votes"
            onAccepted={onClose}
          />
        </div>
      </div>
    </Modal>
  );
}
