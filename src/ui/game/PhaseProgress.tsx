import type { ProgressItem } from '../../engine';
import '../styles/progress.css';

const STATUS: Record<ProgressItem['status'], string> = {
  done: 'fait',
  current: 'en cours',
  next: 'à venir',
};

/**
 * The phase's calls, folded to one line (« Appel 5 ») so that the call and
 * its prompt stay in view; unfolded, every call as a chip, the calls to come
 * as far as known now. No total on the folded line: an answer can add calls
 * (a last shot, a successor), and « Appel 4 / 7 » then « 5 / 8 » misled the
 * MJ about what was left (issue 23).
 */
export function PhaseProgress({ items, clock }: { items: ProgressItem[]; clock: string }) {
  if (items.length === 0) return null;
  const at = items.findIndex((i) => i.status === 'current');
  return (
    <details className="progress">
      <summary>
        <span>{`Appel ${at + 1}`}</span>
        <span className="visually-hidden">{` (${clock})`}</span>
      </summary>
      <ol aria-label={`Déroulé — ${clock}`}>
        {items.map((item, i) => (
          <li
            key={`${i}-${item.title}`}
            className={`progress-${item.status}`}
            aria-current={item.status === 'current' ? 'step' : undefined}
          >
            <span aria-hidden="true" className="progress-mark">
              {item.status === 'done' ? '✓' : item.status === 'current' ? '▶' : '·'}
            </span>
            {item.title}
            <span className="visually-hidden">{` (${STATUS[item.status]})`}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
