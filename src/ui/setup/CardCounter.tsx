/**
 * A card's count in a composition: « − », the count, « + » (at most the
 * card's `max`, one by default). The new-game form and the lab's setup both
 * use it, so a card is counted the same way wherever the MJ picks cards.
 */
import type { RoleDef } from '../../engine';
import './cardCounter.css';

export function CardCounter({ role, count, onCount }: { role: RoleDef; count: number; onCount: (n: number) => void }) {
  return (
    <div className="counter">
      <button
        type="button"
        className="btn"
        aria-label={`Retirer une carte ${role.name}`}
        disabled={count === 0}
        onClick={() => onCount(count - 1)}
      >
        −
      </button>
      <output className="counter-value" aria-label={`Cartes ${role.name}`}>
        {count}
      </output>
      <button
        type="button"
        className="btn"
        aria-label={`Ajouter une carte ${role.name}`}
        disabled={count >= (role.max ?? 1)}
        onClick={() => onCount(count + 1)}
      >
        +
      </button>
    </div>
  );
}
