import { useEffect, useRef } from 'react';
import { rollChoices } from '../lib/rollChoices';
import { submit } from '../store/play';
import { cancelRoll, useSession, type PendingRoll } from '../store/session';

/**
 * Physical dice: the answer waits for the die the MJ rolls at the table. One
 * tap on the face (or on the player drawn by lot) sends the same answer again
 * with it; the log keeps it as entered by hand.
 */
export function RollPanel({ roll }: { roll: PendingRoll }) {
  const busy = useSession((s) => s.busy);
  const heading = useRef<HTMLHeadingElement>(null);
  const { need, answer } = roll;
  useEffect(() => heading.current?.focus({ preventScroll: true }), [roll]);

  const give = (value: number): void => {
    void submit({ ...answer, rolls: [...(answer.rolls ?? []), value] });
  };
  const title = need.among ? 'Tirage au sort à la table' : `Dé à ${need.sides} faces`;

  return (
    <section className="call roll" aria-labelledby="roll-title">
      <h2 id="roll-title" ref={heading} className="call-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="call-line roll-purpose">
        {need.among ? `Tirez au sort\u00a0: ${need.purpose}.` : `Lancez le dé\u00a0: ${need.purpose}.`}
      </p>
      {need.given > 0 && (
        <p className="muted">{`${need.given} dé${need.given > 1 ? 's' : ''} déjà saisi${need.given > 1 ? 's' : ''} pour cette réponse.`}</p>
      )}
      <div className="prompt">
        <h3 id="roll-faces" className="prompt-label">
          {need.among ? 'Qui a été tiré\u00a0?' : 'Quel résultat\u00a0?'}
        </h3>
        <div className={need.among ? 'player-grid' : 'dice-grid'} role="group" aria-labelledby="roll-faces">
          {rollChoices(need).map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className={`btn ${need.among ? 'player-btn' : 'die-btn'}`}
              disabled={busy}
              onClick={() => give(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="call-nav">
        <div className="call-buttons">
          <button type="button" className="btn btn-large" onClick={cancelRoll} disabled={busy}>
            Annuler la réponse
          </button>
        </div>
      </div>
    </section>
  );
}
