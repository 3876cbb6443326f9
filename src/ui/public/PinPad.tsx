/**
 * The PIN pad that leaves public mode, and the dialog where the MJ chooses
 * the PIN the first time. Digits only, 4 to 8; nothing of the game shows here.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../components/Modal';
import { checkPin, choosePin, describeWait, waitLeft } from './pin';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').slice(0, 8);
}

/** Enter the PIN: the right one calls `onUnlock`; a wrong one says so, and tries are rate-limited. */
export function PinPad({ onUnlock, onCancel }: { onUnlock: () => void; onCancel: () => void }) {
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [wait, setWait] = useState(() => waitLeft());
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const waiting = wait > 0;
  useEffect(() => {
    if (!waiting) return;
    const id = window.setInterval(() => setWait(waitLeft()), 500);
    return () => window.clearInterval(id);
  }, [waiting]);

  const submit = async (e?: FormEvent): Promise<void> => {
    e?.preventDefault();
    if (busy || wait > 0 || pin === '') return;
    setBusy(true);
    const result = await checkPin(pin);
    setBusy(false);
    setPin('');
    if (result.ok) {
      onUnlock();
      return;
    }
    // The wait, if any, is shown live below (it counts down).
    setMessage(result.waitMs > 0 ? 'Code incorrect.' : result.message);
    setWait(result.waitMs);
    input.current?.focus();
  };

  return (
    <Modal title="Code MJ" onClose={onCancel}>
      <form className="pin-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId}>Tapez votre code pour revenir à la vue du MJ.</label>
        <input
          ref={input}
          id={inputId}
          className="pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          onChange={(e) => setPin(digitsOnly(e.target.value))}
          autoFocus
        />
        <div className="pin-keys" role="group" aria-label="Pavé numérique">
          {DIGITS.map((d) => (
            <button key={d} type="button" className="btn pin-key" onClick={() => setPin(digitsOnly(pin + d))}>
              {d}
            </button>
          ))}
          <button type="button" className="btn pin-key" aria-label="Effacer un chiffre" onClick={() => setPin(pin.slice(0, -1))}>
            ⌫
          </button>
        </div>
        <p className="alert pin-error" role="alert">
          {[message, waiting ? `Trop d’essais\u00a0: réessayez dans ${describeWait(wait)}.` : null].filter(Boolean).join(' ')}
        </p>
        <div className="btn-row">
          <button type="button" className="btn btn-large" onClick={onCancel}>
            Annuler
          </button>
          <button type="submit" className="btn btn-primary btn-large" disabled={busy || wait > 0 || pin.length < 4}>
            Valider
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Choose the PIN (typed twice). `onChosen` runs once it is stored. */
export function PinSetup({ onChosen, onCancel, change }: { onChosen: () => void; onCancel: () => void; change?: boolean }) {
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pinId = useId();
  const confirmId = useId();

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const problem = await choosePin(pin, confirm);
    setBusy(false);
    if (problem) {
      setMessage(problem);
      return;
    }
    onChosen();
  };

  return (
    <Modal title={change ? 'Changer le code MJ' : 'Choisir un code MJ'} onClose={onCancel}>
      <form className="pin-form" onSubmit={(e) => void submit(e)}>
        <p>
          En mode public, la tablette montre seulement ce que la table peut savoir. Pour revenir à la vue du MJ&nbsp;: appui long
          sur le coin en haut à droite, puis ce code (4 à 8 chiffres). Il reste sur cet appareil.
        </p>
        <label htmlFor={pinId}>Nouveau code</label>
        <input
          id={pinId}
          className="pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={pin}
          onChange={(e) => setPin(digitsOnly(e.target.value))}
          autoFocus
        />
        <label htmlFor={confirmId}>Confirmez le code</label>
        <input
          id={confirmId}
          className="pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={confirm}
          onChange={(e) => setConfirm(digitsOnly(e.target.value))}
        />
        <p className="alert pin-error" role="alert">
          {message}
        </p>
        <div className="btn-row">
          <button type="button" className="btn btn-large" onClick={onCancel}>
            Annuler
          </button>
          <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
            {change ? 'Enregistrer le code' : 'Enregistrer et passer en mode public'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
