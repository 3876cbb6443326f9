import { clockLabel, typo, type GameEvent, type PlayerId, type Weekday } from '../../engine';
import '../styles/panels.css';
import { audience } from '../lib/audience';

interface GameLogProps {
  events: GameEvent[];
  nameOf: (id: PlayerId) => string;
  day1?: Weekday;
}

interface Group {
  key: string;
  title: string;
  events: GameEvent[];
}

/** Consecutive events of the same day and phase. */
function groups(events: GameEvent[], day1?: Weekday): Group[] {
  const out: Group[] = [];
  for (const event of events) {
    const key = `${event.day}-${event.phase}`;
    const last = out[out.length - 1];
    if (last && last.key === key) last.events.push(event);
    else out.push({ key, title: clockLabel({ day: event.day, phase: event.phase }, day1), events: [event] });
  }
  return out;
}

/** Every event of the game, by day and phase, with who may know it. */
export function GameLog({ events, nameOf, day1 }: GameLogProps) {
  if (events.length === 0) return <p className="muted">Rien pour l’instant.</p>;
  return (
    <div className="game-log">
      {groups(events, day1).map((group, i) => (
        <section key={`${i}-${group.key}`} aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.events.map((event, j) => (
              <li key={j} className={`log-event log-${event.vis.to}`}>
                <span className="badge">{audience(event.vis, nameOf, 'Joueurs\u00a0: ')}</span> {typo(event.text)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
