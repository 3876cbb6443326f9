/**
 * « Tout accepter » under a paste's reading (a private message or the day's
 * thread): sends the answers one by one as the MJ's taps would (`submit`
 * sets the answers seen itself), stops at the first the book refuses and
 * says why in place; the reading stays, nothing is lost.
 */
import { useState } from 'react';
import { typo, type Answer } from '../../engine';
import { submit } from '../store/play';
import { useSession } from '../store/session';

interface AcceptProps {
  /** The answers to send, worked out when tapped. */
  answers: () => readonly Answer[];
  /** How many orders are accepted, and what they are (« ordres », « votes »), for the button's count. */
  count: number;
  noun: string;
  /** All entered. */
  onAccepted: () => void;
}

export function PasteAccept({ answers, count, noun, onAccepted }: AcceptProps) {
  const busy = useSession((s) => s.busy);
  const [error, setError] = useState<string | null>(null);

  const acceptAll = async (): Promise<void> => {
    setError(null);
    for (const a of answers()) {
      const r = await submit(a);
      if (!r.ok) {
        setError(r.error);
        return;
      }
    }
    onAccepted();
  };

  return (
    <>
      {error && (
        <p className="alert" role="alert">
          {typo(error)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-large paste-accept"
        disabled={busy || count === 0}
        onClick={() => void acceptAll()}
      >
        {count > 1 ? `Tout accepter (${count} ${noun})` : 'Tout accepter'}
      </button>
    </>
  );
}
