import { typo } from '../../engine';

/**
 * What the MJ reads to the table before the call: every public consequence
 * of the last answer (the engine's `announce` effect), one line each, in the
 * order it happened. The public screen shows the same lines.
 */
export function AnnouncePanel({ lines }: { lines: string[] }) {
  return (
    <section className="announce" aria-labelledby="announce-title">
      <h2 id="announce-title" className="announce-title">
        À annoncer d’abord
      </h2>
      <ol className="announce-list">
        {lines.map((line, i) => (
          <li key={i}>{typo(line)}</li>
        ))}
      </ol>
    </section>
  );
}
