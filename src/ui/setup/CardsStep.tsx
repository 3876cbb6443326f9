import { useId, useState } from 'react';
import { checkSetup, type AnyRuleset, type RoleDef } from '../../engine';
import { CardCounter } from './CardCounter';
import { testInLab } from '../balance/fromSetup';
import { groupRoles } from '../game/RoleReference';
import { useSetup } from '../store/setup';
import { buildSetup, compositionOf } from './buildSetup';
import { cardCountMessage } from './cardCount';

/** Step 3: the cards in play, grouped by camp and searchable, with the suggested composition and a live count. */
export function CardsStep({ rules }: { rules: AnyRuleset }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const counts = useSetup((s) => s.counts);
  const players = useSetup((s) => s.players.length);
  const options = useSetup((s) => s.options);
  const { setCount, setComposition } = useSetup.getState();
  const composition = compositionOf(rules, counts);
  const spare = rules.spareCards?.(composition) ?? 0;
  const count = cardCountMessage(composition.length, players, spare);
  // The count can be right while the ruleset's own checks are not (Quinte-bourg: one effect card a player).
  const draft = useSetup.getState();
  // Judged on the cards alone: a name still to enter is the players step's business (and « Suivant »'s), not a card's.
  const named = draft.players.map((p, i) => ({ ...p, name: p.name.trim() || `Joueur ${i + 1}` }));
  const checked = count.fits
    ? checkSetup(rules, buildSetup(rules, { ...draft, players: named, counts, options, dealMode: 'random' }))
    : null;
  const problem = checked && !checked.ok ? checked.error : null;
  const groups = groupRoles(rules, query);

  return (
    <>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-large"
          onClick={() => setComposition(rules.suggestComposition(players, options))}
        >
          {`Composition suggérée pour ${players} joueurs`}
        </button>
        <button type="button" className="btn" onClick={() => setComposition([])} disabled={composition.length === 0}>
          Tout retirer
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => testInLab(rules.id, options, players, counts)}
          disabled={composition.length === 0}
        >
          Tester cette composition
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

      <div className="field cards-search">
        <label className="field-label" htmlFor={searchId}>
          Chercher une carte
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      {groups.length === 0 && <p className="muted">{`Aucune carte ne correspond à « ${query.trim()} ».`}</p>}
      {groups.map((g) => (
        <section key={g.camp} aria-labelledby={`camp-${g.camp}`}>
          <h3 id={`camp-${g.camp}`} className="cards-camp">
            {g.name}
          </h3>
          <ul className="cards-editor">
            {g.roles.map((role) => (
              <CardRow key={role.id} role={role} count={counts[role.id] ?? 0} onCount={(n) => setCount(role.id, n)} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function CardRow({ role, count: n, onCount }: { role: RoleDef; count: number; onCount: (n: number) => void }) {
  return (
    <li className={`card-row${n > 0 ? ' card-row-in' : ''}`}>
      <div className="card-text">
        <strong>{role.name}</strong>
        <p className="muted card-summary">{role.summary}</p>
      </div>
      <CardCounter role={role} count={n} onCount={onCount} />
    </li>
  );
}
