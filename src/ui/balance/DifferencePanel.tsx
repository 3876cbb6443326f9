/** Two runs side by side, camp by camp: how much a change (or the players' skill) moves the balance. */
import type { AnyRuleset } from '../../engine';
import { differences } from '../../balance/compare';
import { percent, points } from './format';
import type { RunView } from './ResultsPanel';

export function DifferencePanel({ rules, a, b, title }: { rules: AnyRuleset; a: RunView; b: RunView; title: string }) {
  const rows = differences(a.tally, b.tally).sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta));
  const campName = (camp: string) => rules.camps.find((c) => c.id === camp)?.name ?? camp;
  return (
    <section className="lab-difference" aria-label={title}>
      <h2>{title}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Camp</th>
            <th scope="col">{a.title}</th>
            <th scope="col">{b.title}</th>
            <th scope="col">Écart</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.camp}>
              <th scope="row">{campName(d.camp)}</th>
              <td>{percent(d.a)}</td>
              <td>{percent(d.b)}</td>
              <td>
                <strong>{points(d.delta)}</strong>
                <span className="muted">{d.significant ? ' — au-delà du hasard' : ' — dans les marges du hasard'}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
