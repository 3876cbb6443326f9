/** The run under way: games done, games per second, time left, and « Annuler ». */
import { count, duration } from './format';
import type { Progress } from './useRuns';

export function ProgressPanel({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const left = progress.rate > 0 ? (progress.total - progress.done) / progress.rate : Infinity;
  return (
    <section className="lab-progress" aria-label="Simulation en cours">
      <p>
        <strong>{progress.label}</strong>
      </p>
      <progress max={progress.total} value={progress.done} aria-label="Parties jouées" />
      <p role="status" className="lab-progress-figures">
        {`${count(progress.done)} / ${count(progress.total)} parties — ${count(progress.rate)} parties par seconde — encore ${duration(left)}`}
      </p>
      <button type="button" className="btn btn-large" onClick={onCancel}>
        Annuler
      </button>
    </section>
  );
}
