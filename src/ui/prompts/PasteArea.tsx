/**
 * The book's paste area, always open on a forum ruleset's order book (issue
 * 27: one tap per message): the MJ pastes a private message — pasting is not
 * a tap — and Veilleur reads its sender from the message itself when it says
 * so (a forum header, a signature: engine/message-sender.ts), then what it
 * orders (`PasteReading`). « Tout accepter » is then the message's one tap;
 * the area empties for the next one. A sender the message does not name
 * surely is picked by the MJ, never guessed.
 */
import { useMemo, useRef, useState } from 'react';
import { typo, type OrdersPrompt as OrdersPromptDef, type PlayerId } from '../../engine';
import { senderIn, type SenderRead } from '../../engine/message-sender';
import { messageTable } from '../../rulesets/message-registry';
import { useSession } from '../store/session';
import { PasteReading } from './PasteReading';

interface AreaProps {
  prompt: OrdersPromptDef;
  nameOf: (id: PlayerId) => string;
}

/** Why the MJ is asked to pick the sender. */
const ASK: Record<Extract<SenderRead, { id: null }>['why'], string> = {
  absent: 'Le message ne dit pas qui l’envoie : touchez le nom de l’expéditeur.',
  unknown: 'Le nom d’expéditeur du message n’est celui d’aucun joueur (ou il est mal écrit) : touchez le bon nom.',
  ambiguous: 'Le nom d’expéditeur du message désigne plusieurs joueurs : touchez le bon.',
  conflict: 'Le message nomme deux expéditeurs différents : touchez le bon.',
};

export function PasteArea({ prompt, nameOf }: AreaProps) {
  const rulesetId = useSession((s) => s.game?.rules.id);
  const seats = useSession((s) => s.game?.timeline.state.setup.players);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PlayerId | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const read = useMemo<SenderRead | null>(
    () => (seats && text.trim() !== '' ? senderIn(seats, text) : null),
    [seats, text],
  );
  if (!rulesetId || !messageTable(rulesetId)) return null;
  const found = read && read.id !== null ? read : null;
  const author = picked ?? found?.id;
  const how = found ? `${found.how === 'header' ? 'l’en-tête' : 'la signature'} (ligne ${found.line})` : '';

  return (
    <section className="paste-area" aria-labelledby="paste-area-title">
      <h3 id="paste-area-title" className="paste-title">
        Coller un message
      </h3>
      <PasteReading
        prompt={prompt}
        nameOf={nameOf}
        author={author}
        text={text}
        setText={setText}
        senderLine={found && !picked ? found.line : undefined}
        noAuthor={read && read.id === null ? ASK[read.why] : ASK.absent}
        onAccepted={() => {
          setText('');
          setPicked(undefined);
          setChoosing(false);
          box.current?.focus();
        }}
        input={
          <>
            <label className="paste-label">
              {typo('Message privé d’un joueur, tel quel : l’expéditeur est lu dans le message')}
              <textarea
                ref={box}
                className="paste-text"
                value={text}
                rows={4}
                placeholder="Collez ici le message privé (en-tête du forum, BBCode, citations et signature compris)."
                // A new paste is a new message: a sender picked for the last one does not carry over.
                onPaste={() => (setPicked(undefined), setChoosing(false))}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
            {text.trim() !== '' && author && !choosing ? (
              // The sender known: one line, so that « Tout accepter » stays close; « Changer » reopens the names.
              <p className="paste-sender-known">
                <strong>
                  {typo(picked ? `Expéditeur : ${nameOf(author)}` : `Expéditeur : ${nameOf(author)}, lu dans ${how}`)}
                </strong>
                <button type="button" className="btn btn-ghost" onClick={() => setChoosing(true)}>
                  Changer<span className="visually-hidden"> l’expéditeur</span>
                </button>
              </p>
            ) : (
              text.trim() !== '' && (
                <fieldset className="paste-sender">
                  <legend>Expéditeur</legend>
                  <div className="paste-sender-list">
                    {prompt.players.map((p) => (
                      <button
                        key={p}
                        type="button"
                        className="btn"
                        aria-pressed={author === p}
                        onClick={() => (setPicked(p), setChoosing(false))}
                      >
                        {nameOf(p)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )
            )}
          </>
        }
      />
    </section>
  );
}
