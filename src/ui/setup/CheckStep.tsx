import type { AnyRuleset, GameState } from '../../engine';
import { heldCards, roleName } from '../../engine';
import { useSetup } from '../store/setup';

interface CheckStepProps {
  rules: AnyRuleset;
  /** The game as the engine created it (the random deal included). */
  preview: GameState;
}

/** Step 5: each player looks at their card; the MJ may check it and ticks « Vu ». */
export function CheckStep({ rules, preview }: CheckStepProps) {
  const seen = useSetup((s) => s.seen);
  const revealed = useSetup((s) => s.revealed);
  const { setSeen, toggleReveal } = useSetup.getState();
  const done = preview.order.filter((id) => seen[id]).length;

  return (
    <>
      <p>
        Chaque joueur regarde sa carte en secret. Vérifiez-la si besoin avec «&nbsp;Voir la carte&nbsp;», puis cochez
        «&nbsp;Vu&nbsp;».
      </p>
      <ul className="checklist">
        {preview.order.map((id) => {
          const p = preview.players[id]!;
          const shown = revealed[id] === true;
          return (
            <li key={id} className={`check-row${seen[id] ? ' check-row-done' : ''}`}>
              <strong className="check-name">{p.name}</strong>
              <button
                type="button"
                className="btn"
                aria-pressed={shown}
                aria-label={`Voir la carte de ${p.name}`}
                onClick={() => toggleReveal(id)}
              >
                Voir la carte
              </button>
              <span className="check-card" aria-live="polite">
                {shown ? heldCards(rules, preview, id).join(' + ') : ''}
              </span>
              <label className="check">
                <input type="checkbox" checked={seen[id] === true} onChange={(e) => setSeen(id, e.target.checked)} aria-label={`${p.name} a vu sa carte`} />
                <span aria-hidden="true">Vu</span>
              </label>
            </li>
          );
        })}
      </ul>
      {preview.spare.length > 0 && (
        <details className="notice">
          <summary>Cartes du centre (pour le MJ)</summary>
          <p>{preview.spare.map((r) => roleName(rules, r)).join(', ')}</p>
        </details>
      )}
      <p role="status" className="muted">{`${done} / ${preview.order.length} joueurs ont vu leur carte`}</p>
    </>
  );
}
