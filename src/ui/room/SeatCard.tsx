/** A player's phone: his card, and what the rules told him alone. */
import type { SeatView } from '../../engine';

export function SeatCard({ seat }: { seat: SeatView }) {
  return (
    <main className="room-seat">
      <header>
        <h1>{seat.player.name}</h1>
        <p className="muted">{seat.heading}</p>
      </header>
      <section className="room-card" aria-labelledby="room-card-title">
        <h2 id="room-card-title">Votre carte</h2>
        <p className="room-card-name">{seat.card}</p>
        {seat.extra.length > 0 && (
          <>
            <h3>Vos autres cartes</h3>
            <ul className="room-extra">
              {seat.extra.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          </>
        )}
        <p className="muted">Ne montrez cet écran à personne.</p>
      </section>
      {seat.documents.length > 0 && (
        <section aria-labelledby="room-docs-title">
          <h2 id="room-docs-title">Pour vous</h2>
          {seat.documents.map((d) => (
            <article key={d.id} className="room-doc">
              <h3>{d.title}</h3>
              <p className="room-doc-text">{d.text}</p>
            </article>
          ))}
        </section>
      )}
      <section aria-labelledby="room-told-title">
        <h2 id="room-told-title">Ce que vous savez</h2>
        {seat.told.length === 0 ? (
          <p className="muted">Rien pour l’instant.</p>
        ) : (
          <ul className="room-told">
            {[...seat.told].reverse().map((t, i) => (
              <li key={seat.told.length - i}>{t.text}</li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
