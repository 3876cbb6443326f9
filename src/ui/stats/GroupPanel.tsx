/** One setup's real games beside the simulator's: the summary line, then camps, length and cards. */
import { useId, type ReactNode } from 'react';
import type { AnyRuleset } from '../../engine';
import type { Compared, GroupFigures } from '../../balance/real-figures';
import type { RealGroup } from '../../balance/real-games';
import { count, percent } from '../balance/format';
import type { Prediction } from './StatsScreen';

const NBSP = '\u00a0';
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « 48 % ± 2 » (the interval's half width, in points). */
export function simulatedText(c: Compared): string {
  if (!c.simulated) return '…';
  const half = ((c.simulated.high - c.simulated.low) / 2) * 100;
  return `${Math.round(c.simulated.rate * 100)}${NBSP}% ±${NBSP}${Math.max(1, Math.round(half))}`;
}

function composition(rules: AnyRuleset, cards: readonly string[]): string {
  const n = new Map<string, number>();
  for (const c of cards) n.set(c, (n.get(c) ?? 0) + 1);
  return [...n]
    .map(([id, k]) => `${rules.roles.find((r) => r.id === id)?.name ?? id}${k > 1 ? ` ×${NBSP}${k}` : ''}`)
    .join(', ');
}

interface Props {
  rules: AnyRuleset;
  group: RealGroup;
  figures: GroupFigures;
  prediction: Prediction;
  children: ReactNode;
}

export function GroupPanel({ rules, group, figures, prediction, children }: Props) {
  const title = useId();
  const games = group.tally.games;
  const lead = figures.camps[0];
  return (
    <section className="stats-group" aria-labelledby={title}>
      <h2 id={title}>{`${rules.name} — ${group.players} joueurs`}</h2>
      <p className="muted">{composition(rules, group.cards)}</p>
      {lead && (
        <p className="stats-lead">
          {`${games > 1 ? `Vos ${count(games)} parties` : 'Votre partie'}\u00a0: ${lead.name.toLowerCase()} ${Math.round(lead.real.rate * 100)}${NBSP}%\u00a0; simulation ${simulatedText(lead)}`}
        </p>
      )}
      {prediction.kind === 'waiting' && <p role="status">Simulation de la même table en cours…</p>}
      {prediction.kind === 'failed' && (
        <p className="alert" role="alert">
          {`La simulation de cette table a échoué\u00a0: ${prediction.message}`}
        </p>
      )}
      <Table caption="Victoires par camp" head="Camp" rows={figures.camps} />
      {children}
      <p>
        {`Durée moyenne\u00a0: ${oneDecimal.format(figures.meanNights)} nuit${figures.meanNights >= 2 ? 's' : ''}, ${oneDecimal.format(figures.meanCalls)} appels`}
        {figures.simulatedNights !== null && ` (simulation\u00a0: ${oneDecimal.format(figures.simulatedNights)} nuits)`}
      </p>
      <Table caption="Victoires du camp de chaque carte" head="Carte" rows={figures.cardWins} />
      <Table caption="Survie de chaque carte jusqu’à la fin" head="Carte" rows={figures.survival} />
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string; rows: Compared[] }) {
  return (
    <div className="stats-table-wrap">
      <table className="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Vos parties</th>
            <th scope="col">Simulation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.name}</th>
              <td>{`${percent(c.real.rate)} (${count(c.real.count)} sur ${count(c.real.of)})`}</td>
              <td>{simulatedText(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
