import { dateAndTime } from '../lib/clock';
/** The runs kept on this device, newest first, each with its setup: « Revoir » shows it again. */
import { useEffect, useState } from 'react';
import { loadRuleset, RULESETS } from '../../rulesets/registry';
import { recentRuns, type ReadRuns, type StoredRun } from '../../storage/balance';
import { count, percent } from './format';
import { policyName } from './ResultsPanel';

export function SavedRuns({ refresh, onShow }: { refresh: number; onShow: (run: StoredRun) => void }) {
  const [{ runs, unreadable }, setRead] = useState<ReadRuns>({ runs: [], unreadable: 0 });
  /** Camp names by ruleset and camp id (the rulesets of the runs shown, loaded on demand). */
  const [camps, setCamps] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const named = async (read: ReadRuns) => {
      const names: Record<string, string> = {};
      for (const id of new Set(read.runs.map((r) => r.setup.rulesetId))) {
        const rules = await loadRuleset(id).catch(() => null);
        for (const c of rules?.camps ?? []) names[`${id}/${c.id}`] = c.name;
      }
      if (live) setCamps(names);
    };
    recentRuns(8).then(
      (r) => {
        if (!live) return;
        setRead(r);
        void named(r);
      },
      () => live && setRead({ runs: [], unreadable: 0 }),
    );
    return () => {
      live = false;
    };
  }, [refresh]);
  if (runs.length === 0 && unreadable === 0) return null;
  return (
    <section className="lab-saved" aria-labelledby="saved-runs">
      <h2 id="saved-runs">Résultats enregistrés</h2>
      <ul>
        {runs.map((r) => {
          const top = Object.entries(r.tally.wins).sort((x, y) => y[1] - x[1])[0];
          const name = RULESETS.find((x) => x.id === r.setup.rulesetId)?.name ?? r.setup.rulesetId;
          return (
            <li key={r.id}>
              <span>
                <strong>{`${name}, ${r.setup.players} joueurs`}</strong>
                {` — ${r.setup.cards ? 'cartes choisies' : 'cartes au hasard'}, ${policyName(r.setup.policy)}, ${count(r.games)} parties, ${dateAndTime(r.at, 'short')}`}
                {top && r.games > 0
                  ? ` — en tête\u00a0: ${camps[`${r.setup.rulesetId}/${top[0]}`] ?? top[0]} (${percent(top[1] / r.games)})`
                  : ''}
              </span>
              <button type="button" className="btn" onClick={() => onShow(r)}>
                Revoir
              </button>
            </li>
          );
        })}
      </ul>
      {unreadable > 0 && (
        <p className="muted">{`${unreadable} résultat${unreadable > 1 ? 's' : ''} enregistré${unreadable > 1 ? 's' : ''} illisible${unreadable > 1 ? 's' : ''} (écrit${unreadable > 1 ? 's' : ''} par une autre version ou abîmé${unreadable > 1 ? 's' : ''})\u00a0: laissé${unreadable > 1 ? 's' : ''} de côté.`}</p>
      )}
    </section>
  );
}
