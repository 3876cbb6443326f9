import { de, type AnyRuleset } from '../../engine';
import { randomSeed } from '../lib/random';
import { useSetup } from '../store/setup';
import { compositionOf } from './buildSetup';

/** Step 4: cards dealt at random from a seed, or entered card by card. */
export function DealStep({ rules }: { rules: AnyRuleset }) {
  const mode = useSetup((s) => s.dealMode);
  const seed = useSetup((s) => s.seed);
  const players = useSetup((s) => s.players);
  const counts = useSetup((s) => s.counts);
  const deal = useSetup((s) => s.deal);
  const { setDealMode, setSeed, dealCard } = useSetup.getState();
  const composition = compositionOf(rules, counts);
  const spare = rules.spareCards?.(composition) ?? 0;
  const name = (role: string): string => rules.roles.find((r) => r.id === role)?.name ?? role;

  // Cards not yet given to anyone (a multiset difference; the engine checks the deal itself).
  const left = [...composition];
  for (const p of players) {
    const role = deal[p.id];
    const i = role ? left.indexOf(role) : -1;
    if (i >= 0) left.splice(i, 1);
  }
  const distinct = [...new Set(composition)];
  // The last card fills itself: one player left without a card, and only one kind of card left for him.
  const give = (player: string, role: string): void => {
    dealCard(player, role);
    if (!role) return;
    const rest = [...left];
    const i = rest.indexOf(role);
    if (deal[player] === undefined && i >= 0) rest.splice(i, 1);
    else if (deal[player] !== undefined) {
      rest.push(deal[player]!);
      rest.splice(rest.indexOf(role), 1);
    }
    const empty = players.filter((p) => p.id !== player && !deal[p.id]);
    if (empty.length === 1 && rest.length === spare + 1 && new Set(rest).size === 1) dealCard(empty[0]!.id, rest[0]!);
  };

  return (
    <>
      <fieldset>
        <legend>Distribution des cartes</legend>
        <label className="check">
          <input type="radio" name="deal-mode" checked={mode === 'random'} onChange={() => setDealMode('random')} />
          <span>Au hasard, à partir d’une graine</span>
        </label>
        <label className="check">
          <input type="radio" name="deal-mode" checked={mode === 'manual'} onChange={() => setDealMode('manual')} />
          <span>Carte par carte (les joueurs ont déjà tiré leur carte)</span>
        </label>
      </fieldset>

      {mode === 'random' ? (
        <div className="field">
          <label className="field-label" htmlFor="seed">
            Graine du hasard
          </label>
          <div className="btn-row">
            <input
              id="seed"
              type="text"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="button" className="btn" onClick={() => setSeed(randomSeed())}>
              Nouvelle graine
            </button>
          </div>
          <p className="muted">La même graine redonne la même distribution. Vous la verrez à l’étape suivante.</p>
        </div>
      ) : (
        <>
          <ul className="deal-editor">
            {players.map((p, i) => {
              const who = p.name.trim() || `Joueur ${i + 1}`;
              return (
                <li key={p.id} className="deal-row">
                  <label htmlFor={`deal-${p.id}`}>{who}</label>
                  <select
                    id={`deal-${p.id}`}
                    aria-label={`Carte ${de(who)}`}
                    value={deal[p.id] ?? ''}
                    onChange={(e) => give(p.id, e.target.value)}
                  >
                    <option value="">— carte —</option>
                    {distinct.map((role) => {
                      const free = left.filter((r) => r === role).length;
                      return (
                        <option key={role} value={role}>
                          {`${name(role)} (${free} libre${free > 1 ? 's' : ''})`}
                        </option>
                      );
                    })}
                  </select>
                </li>
              );
            })}
          </ul>
          {rules.randomDeal && spare > 0 && (
            <p className="muted">
              {'Donnez ici la carte principale de chacun\u00a0: la partie demande ses autres cartes dès son début.'}
            </p>
          )}
          <p className={left.length === spare ? 'notice' : 'alert'} role="status">
            {`Cartes restantes\u00a0: ${left.length} (il en faut ${spare})`}
            {left.length > 0 && ` — ${left.map(name).join(', ')}`}
          </p>
        </>
      )}
    </>
  );
}
