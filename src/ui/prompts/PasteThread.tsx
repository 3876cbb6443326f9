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
import { RuleWhy } from '../game/RuleWhy';
import { submit } from '../store/play';
import { useSession } from '../store/session';
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
  const busy = useSession((s) => s.busy);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const table = game ? messageTable(game.rules.id) : null;

  const result = useMemo<PastedThread | null>(() => {
    if (!game || !table || text.trim() === '') return null;
    return pasteThread(table, game.rules, game.timeline.state, text);
  }, [game, table, text]);

  const ok = result?.ok ? result : null;
  const accepted = ok ? ok.orders.filter((o) => o.ok) : [];
  const voteLabel = prompt.kinds.find((k) => k.id === 'vote')?.label ?? 'Vote';

  const acceptAll = async (): Promise<void> => {
    if (!ok) return;
    setError(null);
    for (const a of ok.answers) {
      // Each vote is one answer of the book, as if tapped (`submit` sets the answers seen itself).
      const r = await submit(a);
      if (!r.ok) {
        setError(r.error);
        return;
      }
    }
    onClose();
  };

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
              {(ok.unread.length > 0 || ok.asked.length > 0) && (
                <>
                  <h3 className="paste-title">À vérifier</h3>
                  <ul className="paste-unread-list">
                    {ok.asked.map((a) => (
                      <li key={`ask-${a.line}`}>
                        <span className="muted">{typo(`ligne ${a.line} :`)}</span> {a.text}{' '}
                        {typo(`(« ${a.written} » désigne plusieurs joueurs : ${a.candidates.map(nameOf).join(', ')})`)}
                      </li>
                    ))}
                    {ok.unread.map((u) => (
                      <li key={u.line}>
                        <span className="muted">{typo(`ligne ${u.line} :`)}</span> {u.text}{' '}
                        <span className="muted">{typo(`(${u.why})`)}</span>
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
            {accepted.length > 1 ? `Tout accepter (${accepted.length} votes)` : 'Tout accepter'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
