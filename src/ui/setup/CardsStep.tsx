import { checkSetup, type AnyRuleset } from '../../engine';
import { useSetup } from '../store/setup';
import { buildSetup, compositionOf } from './buildSetup';
import { cardCountMessage } from './cardCount';

/** Step 3: the cards in play, with the suggested composition and a live count. */
export function CardsStep({ rules }: { rules: AnyRuleset }) {
  const counts = useSetup((s) => s.counts);
  const players = useSetup((s) => s.players.length);
  const options = useSetup((s) => s.options);
  const { setCount, setComposition } = useSetup.getState();
  const composition = compositionOf(rules, counts);
  const spare = rules.spareCards?.(composition) ?? 0;
  const count = cardCountMessage(composition.length, players, spare);
  // The count can be right while the ruleset's own checks are not (Quinte-bourg: one effect card a player).
  const draft = useSetup.getState();
  const checked = count.fits ? checkSetup(rules, buildSetup(rules, { ...draft, counts, options, dealMode: 'random' })) : null;
  const problem = checked && !checked.ok ? checked.error : null;
  const campName = (id: string): string => rules.camps.find((c) => c.id === id)?.name ?? id;

  return (
    <>
      <div className="btn-row">
        <button type="button" className="btn btn-large" onClick={() => setComposition(rules.suggestComposition(players, options))}>
          {`Composition suggérée pour ${players} joueurs`}
        </button>
        <button type="button" className="btn" onClick={() => setComposition([])} disabled={composition.length === 0}>
          Tout retirer
        </button>
      </div>

      <p className={`card-count ${count.fits ? 'notice' : 'alert'}`} role="status">
        <strong>{`${composition.length} cartes pour ${players} joueurs`}</strong>
        {spare > 0 && ` + ${spare} cartes en plus`} — {count.text}
      </p>
      {problem && (
        <p className="alert card-check" aria-live="polite">
          {problem}
        </p>
      )}

      <ul className="cards-editor">
        {rules.roles.map((role) => {
          const n = counts[role.id] ?? 0;
          const max = role.max ?? 1;
          return (
            <li key={role.id} className={`card-row${n > 0 ? ' card-row-in' : ''}`}>
              <div className="card-text">
                <strong>{role.name}</strong> <span className="muted">· {campName(role.camp)}</span>
                <p className="muted card-summary">{role.summary}</p>
              </div>
              <div className="counter">
                <button type="button" className="btn" aria-label={`Retirer une carte ${role.name}`} disabled={n === 0} onClick={() => setCount(role.id, n - 1)}>
                  −
                </button>
                <output className="counter-value" aria-label={`Cartes ${role.name}`}>
                  {n}
                </output>
                <button type="button" className="btn" aria-label={`Ajouter une carte ${role.name}`} disabled={n >= max} onClick={() => setCount(role.id, n + 1)}>
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
