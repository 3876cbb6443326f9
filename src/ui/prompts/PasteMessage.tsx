/**
 * « Coller » on a player's row of the forum order book: a dialog where the
 * MJ pastes that player's private message and reads what was understood
 * beside it (`PasteReading`); « Tout accepter » enters it. The book's own
 * paste area (`PasteArea`) reads the sender from the message itself.
 */
import { useState } from 'react';
import { de, type OrdersPrompt as OrdersPromptDef, type PlayerId } from '../../engine';
import { messageTable } from '../../rulesets/message-registry';
import { Modal } from '../components/Modal';
import { useSession } from '../store/session';
import { PasteReading } from './PasteReading';

interface PasteProps {
  prompt: OrdersPromptDef;
  nameOf: (id: PlayerId) => string;
  /** The sender: the row's player. */
  author: PlayerId;
}

/** The row's button that opens the paste box; nothing for a ruleset played around a table. */
export function PasteButton({ prompt, nameOf, author }: PasteProps) {
  const rulesetId = useSession((s) => s.game?.rules.id);
  const [open, setOpen] = useState(false);
  if (!rulesetId || !messageTable(rulesetId)) return null;
  return (
    <>
      <button
        type="button"
        className="btn paste-open paste-open-row"
        aria-label={`Coller un message ${de(nameOf(author))}`}
        onClick={() => setOpen(true)}
      >
        Coller
      </button>
      {open && <PastePanel prompt={prompt} nameOf={nameOf} author={author} onClose={() => setOpen(false)} />}
    </>
  );
}

function PastePanel({ prompt, nameOf, author, onClose }: PasteProps & { onClose: () => void }) {
  const [text, setText] = useState('');
  const name = de(nameOf(author));
  return (
    <Modal title={`Message ${name}`} onClose={onClose} wide>
      <PasteReading
        prompt={prompt}
        nameOf={nameOf}
        author={author}
        text={text}
        setText={setText}
        noAuthor=""
        onAccepted={onClose}
        input={
          <label className="paste-label">
            {`Texte du message ${name}`}
            <textarea
              className="paste-text"
              value={text}
              rows={8}
              placeholder="Collez ici le message privé, tel quel (BBCode, citations et signature compris)."
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        }
      />
    </Modal>
  );
}
