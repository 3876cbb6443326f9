import { useState } from 'react';
import { clockLabel, currentCall, typo } from '../../engine';
import { describeStorageError } from '../../storage';
import { Link } from '../components/Link';
import { exportToFile } from '../lib/exportFile';
import { resumeAtLastValid } from '../store/play';
import { useSession, type BrokenGame } from '../store/session';
import { describeStored } from './describe';
import { HoldBanner } from './HoldBanner';
import './recovery.css';

/**
 * A game that does not replay to its end never dead-ends: the MJ sees why,
 * the game up to its last valid answer (and may resume there, the answers
 * after it kept aside), every answer that follows, and can export the file
 * exactly as stored.
 */
export function RecoveryScreen({ gameId, broken }: { gameId: string; broken: BrokenGame }) {
  const hold = useSession((s) => s.hold);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const { partial, at, tail } = broken;
  const state = partial?.timeline.state ?? null;
  const call = partial ? currentCall(partial.rules, partial.timeline.state) : null;

  const exportRaw = (): void => {
    exportToFile(gameId).then(
      (name) => setMessage({ text: `Fichier exporté tel qu’il est enregistré\u00a0: ${name}`, error: false }),
      (err: unknown) => setMessage({ text: describeStorageError(err), error: true }),
    );
  };
  const resume = (): void => {
    setBusy(true);
    void resumeAtLastValid().then((error) => {
      setBusy(false);
      if (error) setMessage({ text: error, error: true });
    });
  };

  return (
    <main className="page recovery">
      {hold === 'elsewhere' && <HoldBanner />}
      <h1>La partie «&nbsp;{broken.title}&nbsp;» ne se rejoue pas jusqu’au bout</h1>
      <p className="alert" role="alert">
        {typo(broken.reason)}
      </p>
      {partial && state ? (
        <section className="card" aria-labelledby="recovery-valid">
          <h2 id="recovery-valid">La partie jusqu’à sa dernière réponse valide</h2>
          <p>
            {at === 0 ? 'Aucune réponse valide' : `${at} réponse${at > 1 ? 's' : ''} valide${at > 1 ? 's' : ''}`}
            {'\u00a0: '}
            {state.ended
              ? `terminée (${state.ended.reason})`
              : `${clockLabel(state.clock, partial.rules.calendar?.day1)}${call ? `, appel en cours\u00a0: ${call.title}` : ''}`}
            .
          </p>
          <p className="muted">
            La partie continue alors après sa dernière réponse valide. Les réponses qui suivent sont gardées de côté
            avec elle (visibles, et exportées avec elle)&nbsp;: rien n’est effacé.
          </p>
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={resume}
            disabled={busy || hold !== 'held'}
          >
            {at === 0 ? 'Reprendre au début de la partie' : `Reprendre après la réponse n°\u00a0${at}`}
          </button>
        </section>
      ) : (
        <p>
          La configuration même de cette partie ne démarre pas&nbsp;: elle ne peut pas être reprise dans cette version
          de Veilleur. Exportez-la pour la garder.
        </p>
      )}
      {tail.length > 0 && (
        <section className="card" aria-labelledby="recovery-tail">
          <h2 id="recovery-tail">
            {tail.length === 1 ? 'La réponse qui suit' : `Les ${tail.length} réponses qui suivent`}
          </h2>
          <ol className="recovery-tail" start={Math.max(at, 0) + 1}>
            {tail.map((answer, i) => (
              <li key={i}>{describeStored(answer, partial?.rules ?? null, state)}</li>
            ))}
          </ol>
        </section>
      )}
      <div className="btn-row">
        <button type="button" className="btn btn-large" onClick={exportRaw}>
          Exporter le fichier brut
        </button>
        <Link className="btn btn-large" href="/">
          Retour à l’accueil
        </Link>
      </div>
      {message && (
        <p className={message.error ? 'alert' : 'notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </main>
  );
}
