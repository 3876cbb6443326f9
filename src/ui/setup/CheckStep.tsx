import type { AnyRuleset, GameState, PlayerId } from '../../engine';
import { heldCards, roleName } from '../../engine';
import { useSetup } from '../store/setup';

interface CheckStepProps {
  rules: AnyRuleset;
  /** The game as the engine created it (the random deal included). */
  preview: GameState;
}

/**
 * Step 5. Cards dealt by the app: the tablet goes round the table, one player
 * at a time: a cover (« Passez la tablette à … »), his card alone on his tap,
 * hidden again on his tap before the next cover. Never two cards on screen.
 * Cards the players already hold: nothing to tick.
 */
export function CheckStep({ rules, preview }: CheckStepProps) {
  const seen = useSetup((s) => s.seen);
  const handoff = useSetup((s) => s.handoff);
  const manual = useSetup((s) => s.dealMode === 'manual');
  const { handTo, showCard, hideCard } = useSetup.getState();
  const order = preview.order;
  const name = (id: PlayerId): string => preview.players[id]!.name;
  const done = order.filter((id) => seen[id]).length;

  if (manual) {
    return (
      <p className="notice">
        {`Chacun a déjà sa carte en main\u00a0: rien à vérifier ici. Les ${order.length} cartes saisies sont dans la partie.`}
      </p>
    );
  }

  if (handoff) {
    const i = order.indexOf(handoff.player);
    // The next player who has not seen his card yet, going round the table from this one.
    const next = [...order.slice(i + 1), ...order.slice(0, i)].find((id) => !seen[id]) ?? null;
    const who = name(handoff.player);
    return (
      <section className="handoff" aria-label="Tour des cartes">
        {handoff.shown ? (
          <>
            <p className="handoff-who">{`${who}, votre carte\u00a0:`}</p>
            <p className="handoff-card">{heldCards(rules, preview, handoff.player).join(' + ')}</p>
            <button type="button" className="btn btn-primary btn-large" onClick={() => hideCard(next)}>
              {next ? `Cacher ma carte et passer à ${name(next)}` : 'Cacher ma carte'}
            </button>
          </>
        ) : (
          <>
            <p className="handoff-who">{`Passez la tablette à ${who}.`}</p>
            <p className="muted">Les autres détournent le regard.</p>
            <button type="button" className="btn btn-primary btn-large" onClick={showCard}>
              {`Je suis ${who}\u00a0: voir ma carte`}
            </button>
          </>
        )}
        <button type="button" className="btn handoff-stop" onClick={() => handTo(null)}>
          Arrêter le tour des cartes
        </button>
      </section>
    );
  }

  return (
    <>
      <p>
        Les cartes viennent d’être tirées au sort. Faites passer la tablette&nbsp;: chaque joueur voit sa carte, seul,
        puis la cache avant de la passer. Vous pouvez aussi remettre à chacun la carte physique correspondante.
      </p>
      <button
        type="button"
        className="btn btn-large"
        onClick={() => handTo(order.find((id) => !seen[id]) ?? order[0]!)}
      >
        {done === 0
          ? 'Faire passer la tablette'
          : done < order.length
            ? 'Reprendre le tour des cartes'
            : 'Refaire le tour des cartes'}
      </button>
      <ul className="checklist">
        {order.map((id) => (
          <li key={id} className={`check-row${seen[id] ? ' check-row-done' : ''}`}>
            <strong className="check-name">{name(id)}</strong>
            <span className="muted">{seen[id] ? 'a vu sa carte' : 'pas encore'}</span>
            <button type="button" className="btn" onClick={() => handTo(id)}>
              Montrer<span className="visually-hidden">{` sa carte à ${name(id)}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <details className="notice">
        <summary>Distribution (pour le MJ seul)</summary>
        <ul>
          {order.map((id) => (
            <li key={id}>{`${name(id)}\u00a0: ${heldCards(rules, preview, id).join(' + ')}`}</li>
          ))}
        </ul>
        {preview.spare.length > 0 && (
          <p>{`Cartes du centre\u00a0: ${preview.spare.map((r) => roleName(rules, r)).join(', ')}`}</p>
        )}
      </details>
      <p role="status" className="muted">{`${done} / ${order.length} joueurs ont vu leur carte`}</p>
    </>
  );
}
