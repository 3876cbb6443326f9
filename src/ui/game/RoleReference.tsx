import { useId, useMemo, useState } from 'react';
import type { AnyRuleset, RoleDef } from '../../engine';
import '../styles/reference.css';

/** Lower case without accents: « Sorcière » is found by « sorciere ». */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

/** The roles of a ruleset by camp, filtered by a search over names and summaries. */
export function groupRoles(rules: AnyRuleset, query: string): { camp: string; name: string; roles: RoleDef[] }[] {
  const q = fold(query.trim());
  const hit = (r: RoleDef): boolean => q === '' || fold(r.name).includes(q) || fold(r.summary).includes(q);
  return rules.camps
    .map((c) => ({ camp: c.id, name: c.name, roles: rules.roles.filter((r) => r.camp === c.id && hit(r)) }))
    .filter((g) => g.roles.length > 0);
}

/**
 * Every role of the ruleset in play, by camp, searchable, with the project's
 * own one-line summary: the MJ's reference at the table, from any screen.
 * `inPlay` marks the cards of this game.
 */
export function RoleReference({ rules, inPlay }: { rules: AnyRuleset; inPlay?: ReadonlySet<string> }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => groupRoles(rules, query), [rules, query]);
  return (
    <div className="reference">
      <div className="field">
        <label className="field-label" htmlFor={searchId}>
          Chercher un rôle
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          placeholder={'ex.\u00a0: voyante, potion, vote'}
        />
      </div>
      {groups.length === 0 && <p className="muted">{`Aucun rôle ne correspond à «\u00a0${query.trim()}\u00a0».`}</p>}
      {groups.map((g) => (
        <section key={g.camp} aria-label={g.name}>
          <h3 className="reference-camp">{g.name}</h3>
          <ul className="reference-list">
            {g.roles.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong>
                {inPlay?.has(r.id) && <span className="badge badge-accent">en jeu</span>}
                <p className="muted">{r.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
