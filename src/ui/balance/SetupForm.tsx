/** One setup of the lab: rules, options, table, cards (or random ones), games, who plays, the seed. */
import { useId } from 'react';
import { normalizeOptions, type AnyRuleset } from '../../engine';
import { PLAYABLE, RULESETS } from '../../rulesets/registry';
import { groupRoles } from '../game/RoleReference';
import { OptionField } from '../setup/OptionField';
import { compositionOf } from '../setup/buildSetup';
import { count } from './format';
import { useLab, type LabPolicy, type Side } from './store';
import { CardCounter } from '../setup/CardCounter';

const hasInformed = (id: string): boolean => RULESETS.some((r) => r.id === id && r.informed !== undefined);

export function SetupForm({ side, rules, legend }: { side: Side; rules: AnyRuleset | null; legend: string }) {
  const lab = useLab((s) => (side === 'a' ? s.a : s.b));
  const set = useLab((s) => s.set);
  const ids = { rules: useId(), players: useId(), games: useId(), seed: useId() };
  if (!lab) return null;
  const options = rules ? normalizeOptions(rules, lab.options) : null;
  const optionValues = options?.ok ? options.value : lab.options;
  const cards = rules ? compositionOf(rules, lab.counts) : [];
  const spare = rules?.spareCards?.(cards) ?? 0;
  const policies: { value: LabPolicy; label: string }[] = [
    { value: 'random', label: 'Au hasard' },
    { value: 'informed', label: 'Informés (les loups se connaissent, le village suit sa voyante)' },
    { value: 'both', label: 'Les deux, et l’écart entre eux' },
  ];
  return (
    <fieldset className="lab-setup">
      <legend>{legend}</legend>
      <div className="lab-fields">
        <div className="field lab-field-rules">
          <label className="field-label" htmlFor={ids.rules}>
            Règles
          </label>
          <select
            id={ids.rules}
            value={lab.rulesetId}
            onChange={(e) =>
              set(side, { rulesetId: e.target.value, policy: hasInformed(e.target.value) ? lab.policy : 'random' })
            }
          >
            {PLAYABLE.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.players}>
            Joueurs
          </label>
          <input
            id={ids.players}
            type="number"
            inputMode="numeric"
            min={rules?.minPlayers ?? 1}
            max={rules?.maxPlayers ?? 99}
            value={lab.players}
            onChange={(e) => set(side, { players: Number(e.target.value) })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.games}>
            Parties à simuler
          </label>
          <input
            id={ids.games}
            type="number"
            inputMode="numeric"
            min={1}
            step={1000}
            value={lab.games}
            onChange={(e) => set(side, { games: Number(e.target.value) })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.seed}>
            Graine
          </label>
          <input
            id={ids.seed}
            type="text"
            value={lab.seed}
            onChange={(e) => set(side, { seed: e.target.value })}
            autoComplete="off"
          />
        </div>
      </div>

      <fieldset className="option">
        <legend>Joueurs simulés</legend>
        {policies.map((p) => (
          <label key={p.value} className="check">
            <input
              type="radio"
              name={`${ids.rules}-policy`}
              checked={lab.policy === p.value}
              disabled={p.value !== 'random' && !hasInformed(lab.rulesetId)}
              onChange={() => set(side, { policy: p.value })}
            />
            <span>{p.label}</span>
          </label>
        ))}
        {!hasInformed(lab.rulesetId) && <p className="muted">Ces règles n’ont que des joueurs au hasard.</p>}
      </fieldset>

      {rules && rules.options.length > 0 && (
        <details className="lab-options">
          <summary>{`Options (${rules.options.length})`}</summary>
          {rules.options.map((def) => (
            <OptionField
              key={def.id}
              def={def}
              value={optionValues[def.id] ?? def.default}
              onChange={(value) => set(side, { options: { ...lab.options, [def.id]: value } })}
            />
          ))}
        </details>
      )}

      <fieldset className="option">
        <legend>Cartes</legend>
        <label className="check">
          <input
            type="radio"
            name={`${ids.rules}-cards`}
            checked={!lab.randomCards}
            onChange={() => set(side, { randomCards: false })}
          />
          <span>Les cartes choisies</span>
        </label>
        <label className="check">
          <input
            type="radio"
            name={`${ids.rules}-cards`}
            checked={lab.randomCards}
            onChange={() => set(side, { randomCards: true })}
          />
          <span>Des cartes tirées au hasard à chaque partie (l’effet de chaque carte)</span>
        </label>
      </fieldset>

      {rules && !lab.randomCards && (
        <div className="lab-cards">
          <div className="btn-row">
            <button
              type="button"
              className="btn"
              onClick={() => set(side, { counts: countsOf(rules.suggestComposition(lab.players, optionValues)) })}
            >
              {`Composition suggérée pour ${lab.players} joueurs`}
            </button>
            <span role="status" className={cards.length === lab.players + spare ? 'notice' : 'alert'}>
              {`${count(cards.length)} cartes pour ${count(lab.players)} joueurs${spare ? ` (+ ${spare} en plus)` : ''}`}
            </span>
          </div>
          <details>
            <summary>Choisir les cartes</summary>
            {groupRoles(rules, '').map((g) => (
              <section key={g.camp} aria-label={g.name}>
                <h2 className="lab-camp">{g.name}</h2>
                <ul className="lab-card-list">
                  {g.roles.map((role) => {
                    const n = lab.counts[role.id] ?? 0;
                    const setN = (k: number) => set(side, { counts: { ...lab.counts, [role.id]: Math.max(0, k) } });
                    return (
                      <li key={role.id} className={n > 0 ? 'card-row-in' : ''}>
                        <span>{role.name}</span>
                        <CardCounter role={role} count={n} onCount={setN} />
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </details>
        </div>
      )}
    </fieldset>
  );
}

export function countsOf(cards: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cards) out[c] = (out[c] ?? 0) + 1;
  return out;
}
