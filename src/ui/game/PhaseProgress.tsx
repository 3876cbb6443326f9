import type { ProgressItem } from '../../engine';
import '../styles/progress.css';

const STATUS: Record<ProgressItem['status'], string> = {
  done: 'fait',
  current: 'en cours',
  next: 'à venir',
};

/** The phase's calls: answered, current, still to come (as far as the engine knows now). */
export function PhaseProgress({ items, clock }: { items: ProgressItem[]; clock: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="progress" aria-label={`Déroulé — ${clock}`}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.title}`} className={`progress-${item.status}`} aria-current={item.status === 'current' ? 'step' : undefined}>
            <span aria-hidden="true" className="progress-mark">
              {item.status === 'done' ? '✓' : item.status === 'current' ? '▶' : '·'}
            </span>
            {item.title}
            <span className="visually-hidden">{` (${STATUS[item.status]})`}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
