import { useMemo } from 'react';
import { nightSheet, type AnyRuleset, type GameState } from '../../engine';
import '../styles/reference.css';

/**
 * The night sheet: the order of the calls of the first night and of the
 * following ones (by weekday for a calendar game), for the cards in play.
 * « Imprimer » prints it alone.
 */
export function NightSheet({ rules, state, title }: { rules: AnyRuleset; state: GameState; title: string }) {
  const nights = useMemo(() => nightSheet(rules, state), [rules, state]);
  return (
    <div className="night-sheet">
      <p className="print-only night-sheet-title">{`${title} — feuille de nuit`}</p>
      <p className="muted no-print">
        {rules.calendar
          ? 'Les appels de chaque nuit de la semaine, pour les cartes en jeu.'
          : 'Les appels de la première nuit, puis de chaque nuit suivante, pour les cartes en jeu.'}
      </p>
      <div className="night-sheet-nights">
        {nights.map((night) => (
          <section key={night.day} aria-label={night.title}>
            <h3>{night.day === 2 && !rules.calendar ? `${night.title} et suivantes` : night.title}</h3>
            <ol>
              {night.calls.map((call, i) => (
                <li key={i}>
                  {call.title}
                  {call.role && !call.title.includes(call.role) && <span className="muted">{` — ${call.role}`}</span>}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <button type="button" className="btn btn-large no-print" onClick={() => window.print()}>
        Imprimer
      </button>
    </div>
  );
}
