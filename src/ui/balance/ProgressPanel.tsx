/** The run under way: games done, games per second, time left, and « Annuler ». */
import { count, duration } from './format';
import type { Progress } from './useRuns';

export function ProgressPanel({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  // « Équilibrer » learns its total only as its search goes (0 until then): no « 50 / 1 », no full bar, no time left.
  const known = progress.total > 0 && progress.done <= progress.total;
  const left = progress.rate > 0 ? (progress.total - progress.done) / progress.rate : Infinity;
  const rate = `${count(progress.rate)} parties par seconde`;
  return (
    <section className="lab-progress" aria-label="Simulation en cours">
      <p>
        <strong>{progress.label}</strong>
      </p>
      {known ? (
        <progress max={progress.total} value={progress.done} aria-label="Parties jouées" />
      ) : (
        <progress aria-label="Parties jouées" />
      )}
      <p role="status" className="lab-progress-figures">
        {known
          ? `${count(progress.done)} / ${count(progress.total)} parties — ${rate} — encore ${duration(left)}`
          : `${count(progress.done)} parties — ${rate}`}
      </p>
      <button type="button" className="btn btn-large" onClick={onCancel}>
        Annuler
      </button>
    </section>
  );
}
