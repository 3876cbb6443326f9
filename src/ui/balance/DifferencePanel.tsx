/**
 * Two runs side by side, camp by camp: how much a change (or the players'
 * skill) moves the balance. On a phone each camp's row is laid out on two
 * lines (`balance.css`); the roles are spelled out because a table whose rows
 * are laid out as grids may lose them in the accessibility tree.
 */
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
      <table role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Camp
            </th>
            <th scope="col" role="columnheader">
              {a.title}
            </th>
            <th scope="col" role="columnheader">
              {b.title}
            </th>
            <th scope="col" role="columnheader">
              Écart
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((d) => (
            <tr key={d.camp} role="row">
              <th scope="row" role="rowheader">
                {campName(d.camp)}
              </th>
              <td role="cell">{percent(d.a)}</td>
              <td role="cell">{percent(d.b)}</td>
              <td role="cell">
                <strong>{points(d.delta)}</strong>
                <span className="muted lab-verdict">
                  {d.significant ? ' — au-delà du hasard' : ' — dans les marges du hasard'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
