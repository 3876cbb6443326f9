import { useState } from 'react';
import { Modal } from '../components/Modal';
import { useSession } from '../store/session';
import { describeStored } from './describe';

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** The answers kept aside for this game (a recovery, another tab's race): never lost, always readable. */
export function AsideList() {
  const aside = useSession((s) => s.aside);
  const game = useSession((s) => s.game);
  const [open, setOpen] = useState(false);
  const count = aside.reduce((n, a) => n + a.answers.length, 0);
  if (count === 0) return null;
  return (
    <>
      <button type="button" className="btn btn-ghost aside-toggle" onClick={() => setOpen(true)}>
        {count === 1 ? '1 réponse gardée de côté' : `${count} réponses gardées de côté`}
      </button>
      {open && (
        <Modal title="Réponses gardées de côté" onClose={() => setOpen(false)} wide>
          <p className="muted">Elles ne comptent pas dans la partie, mais restent avec elle (et dans ses exports).</p>
          {aside.map((batch) => (
            <section key={batch.at} className="aside-batch">
              <h3>
                {DATE.format(batch.at)} — {batch.reason}
              </h3>
              <ol start={batch.from + 1}>
                {batch.answers.map((answer, i) => (
                  <li key={i}>{describeStored(answer, game?.rules ?? null, game?.timeline.state ?? null)}</li>
                ))}
              </ol>
            </section>
          ))}
        </Modal>
      )}
    </>
  );
}
