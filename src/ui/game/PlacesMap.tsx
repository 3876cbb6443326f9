import type { PlaceRow, PlayerId } from '../../engine';

interface PlacesMapProps {
  places: PlaceRow[];
  nameOf: (id: PlayerId) => string;
}

/**
 * Where everyone spends the night, one tile per place (a house, a bunker, a
 * hospital room, the morgue), for the MJ alone: the ruleset derives it from
 * each player's long action (Quinte-bourg's row P).
 */
export function PlacesMap({ places, nameOf }: PlacesMapProps) {
  return (
    <section className="places-map" aria-label="Carte de la nuit">
      <p className="mj-notes-title">Carte de la nuit</p>
      <ul>
        {places.map((row) => (
          <li key={row.key} className={`place place-${row.kind}`}>
            <p className="place-label">{row.label}</p>
            <ul>
              {row.occupants.map((o) => (
                <li key={o.id}>
                  <strong>{nameOf(o.id)}</strong>
                  {o.label && <span className="muted">{` — ${o.label}`}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
