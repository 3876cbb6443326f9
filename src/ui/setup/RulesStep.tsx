import { useId } from 'react';
import type { AnyRuleset } from '../../engine';
import { isPlayable, RULESETS } from '../../rulesets/registry';
import { useSetup } from '../store/setup';
import { defaultGameTitle } from '../lib/gameTitle';
import { OptionField } from './OptionField';

/** Step 1: the game's name, its ruleset (only playable ones), and the ruleset's options. */
export function RulesStep({ rules }: { rules: AnyRuleset | null }) {
  const title = useSetup((s) => s.title);
  const rulesetId = useSetup((s) => s.rulesetId);
  const options = useSetup((s) => s.options);
  const players = useSetup((s) => s.players.length);
  const handDice = useSetup((s) => s.handDice);
  const { setTitle, setRuleset, setOption, setHandDice } = useSetup.getState();
  const titleId = useId();
  const info = RULESETS.find((r) => r.id === rulesetId);

  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={titleId}>
          Nom de la partie
        </label>
        <input
          id={titleId}
          type="text"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={120}
          placeholder={defaultGameTitle(info?.name ?? '', players, new Date())}
        />
        <p className="muted">
          Laissé vide, la partie porte le nom des règles, du nombre de joueurs, du jour et de l’heure.
        </p>
      </div>

      <fieldset>
        <legend>Jeu de règles</legend>
        {RULESETS.map((info) => (
          <label key={info.id} className={`check${isPlayable(info) ? '' : ' muted'}`}>
            <input
              type="radio"
              name="ruleset"
              checked={rulesetId === info.id}
              disabled={!isPlayable(info)}
              onChange={() => setRuleset(info.id)}
            />
            <span>
              {info.name}
              {!isPlayable(info) && ' — bientôt'}
            </span>
          </label>
        ))}
      </fieldset>

      {rules && rules.id === rulesetId ? (
        <section aria-labelledby="options-title">
          <h2 id="options-title">Options</h2>
          <p className="muted">{rules.description}</p>
          {rules.options.map((def) => (
            <OptionField
              key={def.id}
              def={def}
              value={options[def.id] ?? def.default}
              onChange={(v) => setOption(def.id, v)}
            />
          ))}
          <div className="option">
            <label className="check">
              <input type="checkbox" checked={handDice} onChange={(e) => setHandDice(e.target.checked)} />
              <span>Dés physiques&nbsp;: je lance les dés à la table et j’entre chaque résultat</span>
            </label>
          </div>
        </section>
      ) : (
        <p className="loading">Chargement des règles…</p>
      )}
    </>
  );
}
