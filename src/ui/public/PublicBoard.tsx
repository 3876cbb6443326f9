/**
 * The players' board: what the table may know, in type readable from three
 * metres. It renders a frame and nothing else (shared by the public window
 * and by public mode on the tablet).
 */
import { useEffect, useState } from 'react';
import type { PlayerId, PublicSection, PublicVote } from '../../engine';
import type { PublicFrame, PublicTimer } from './protocol';
import '../styles/public.css';

const voix = (n: number): string => `${n}\u00a0voix`;

/** French typography on a wide screen: no line break before « : ; ! ? » nor inside guillemets. */
function typo(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
const capitalized = (s: string): string => s.charAt(0).toLocaleUpperCase('fr') + s.slice(1);

function mmss(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Re-render every `ms` while `on`. */
function useTicking(on: boolean, ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [on, ms]);
  return now;
}

function TimerBlock({ timer, now }: { timer: PublicTimer; now: number }) {
  const left = timer.running && timer.endsAt !== null ? Math.max(0, timer.endsAt - now) : timer.remainingMs;
  const done = left === 0;
  return (
    <section className={`pb-block pb-timer${done ? ' pb-timer-done' : ''}`} aria-label={`Minuteur\u00a0: ${timer.label}`}>
      <h2 className="pb-block-title">{timer.label}</h2>
      <p className="pb-timer-time" role="timer">
        {mmss(left)}
      </p>
      <p className="pb-timer-state">{done ? 'Temps écoulé\u00a0!' : timer.running ? '' : left === timer.totalMs ? 'Prêt' : 'En pause'}</p>
    </section>
  );
}

function VoteBlock({ vote, nameOf }: { vote: PublicVote; nameOf: (id: PlayerId) => string }) {
  const byTarget = new Map<PlayerId | null, string[]>();
  for (const v of vote.voters) {
    if (!v.cast || v.target === undefined) continue;
    const list = byTarget.get(v.target) ?? [];
    list.push(v.weight === 1 ? nameOf(v.id) : `${nameOf(v.id)} ×${v.weight}`);
    byTarget.set(v.target, list);
  }
  const top = vote.ranking[0]?.votes ?? 0;
  return (
    <section className="pb-block pb-vote" aria-label="Vote en cours">
      <h2 className="pb-block-title">{vote.title}</h2>
      {vote.ranking.length === 0 ? (
        <p className="pb-muted">Aucune voix pour l’instant.</p>
      ) : (
        <ol className="pb-tally">
          {vote.ranking.map((row) => (
            <li key={row.id} className={vote.leaders.includes(row.id) ? 'pb-leader' : undefined}>
              <span className="pb-tally-name">{nameOf(row.id)}</span>
              <span className="pb-tally-bar" aria-hidden="true">
                <span style={{ width: `${top ? (100 * row.votes) / top : 0}%` }} />
              </span>
              <span className="pb-tally-count">{voix(row.votes)}</span>
              {byTarget.has(row.id) && <span className="pb-tally-voters">{byTarget.get(row.id)!.join(', ')}</span>}
            </li>
          ))}
        </ol>
      )}
      {vote.blank > 0 && (
        <p className="pb-blank">
          {`Blanc\u00a0: ${voix(vote.blank)}`}
          {byTarget.has(null) && <span className="pb-tally-voters">{` (${byTarget.get(null)!.join(', ')})`}</span>}
        </p>
      )}
      <p className="pb-muted">{`Bulletins\u00a0: ${vote.cast} / ${vote.total}`}</p>
    </section>
  );
}

function SectionBlock({ section, nameOf }: { section: PublicSection; nameOf: (id: PlayerId) => string }) {
  switch (section.kind) {
    case 'fete':
      return (
        <section className="pb-block pb-fete" aria-label={section.title}>
          <h2 className="pb-block-title">{section.title}</h2>
          <p>{typo(section.text)}</p>
        </section>
      );
    case 'law':
      return (
        <section className="pb-side-block" aria-label={section.title}>
          <h2>{section.title}</h2>
          <p className="pb-law">{typo(section.text)}</p>
        </section>
      );
    case 'marriages':
      return (
        <section className="pb-side-block" aria-label={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.couples.map(([a, b]) => (
              <li key={`${a}+${b}`}>{`${nameOf(a)} et ${nameOf(b)}`}</li>
            ))}
          </ul>
        </section>
      );
    case 'shop':
      return (
        <section className="pb-side-block" aria-label={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item.name}>{item.count === 1 ? item.name : `${item.name} ×${item.count}`}</li>
            ))}
          </ul>
        </section>
      );
    case 'auction': {
      const best = [...section.bids].sort((x, y) => y.amount - x.amount)[0];
      return (
        <section className="pb-side-block" aria-label={section.title}>
          <h2>{section.title}</h2>
          <p className="pb-law">{section.item}</p>
          {best ? <p>{`Meilleure mise\u00a0: ${nameOf(best.player)}, ${best.amount}`}</p> : <p className="pb-muted">Aucune mise.</p>}
          {!section.open && <p className="pb-muted">Enchère close.</p>}
        </section>
      );
    }
    case 'notice':
      return (
        <section className="pb-side-block" aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.lines.map((line, i) => (
            <p key={i}>{typo(line)}</p>
          ))}
        </section>
      );
  }
}

export function PublicBoard({ frame }: { frame: PublicFrame }) {
  const { view, vote, timers } = frame;
  const now = useTicking(timers.some((t) => t.running));
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  const nameOf = (id: PlayerId): string => names.get(id) ?? '?';
  const phase = view.clock.phase;
  const [fete, others] = [view.sections.filter((s) => s.kind === 'fete'), view.sections.filter((s) => s.kind !== 'fete')];
  // The last two phases that announced something, the latest first (the day's votes, then the dawn's deaths).
  const recent = view.announcements.slice(-2);
  const posts = view.posts.filter((p) => p.holder !== null);
  const winners = new Set(view.ended?.winners ?? []);

  return (
    <div className="pb" data-phase={phase}>
      <header className="pb-head">
        <h1 className="pb-clock">{view.heading}</h1>
        {view.weekday && <p className="pb-weekday">{capitalized(view.weekday)}</p>}
        <p className="pb-ruleset">{view.rulesetName}</p>
      </header>

      <main className="pb-main">
        {fete.map((s, i) => (
          <SectionBlock key={`fete${i}`} section={s} nameOf={nameOf} />
        ))}
        {view.ended && (
          <section className="pb-block pb-end" aria-label="Fin de partie">
            <h2 className="pb-block-title">Fin de partie</h2>
            <p className="pb-end-reason">{typo(view.ended.reason)}</p>
            {view.ended.camps.length > 0 && <p>{`Camp vainqueur\u00a0: ${view.ended.camps.join(', ')}`}</p>}
            <p className="pb-end-winners">{view.ended.winners.length ? `Vainqueurs\u00a0: ${view.ended.winners.map(nameOf).join(', ')}` : 'Aucun vainqueur.'}</p>
          </section>
        )}
        {vote && <VoteBlock vote={vote} nameOf={nameOf} />}
        {timers.map((t) => (
          <TimerBlock key={t.label} timer={t} now={now} />
        ))}
        {phase === 'night' && !vote && <p className="pb-night">Le village dort.</p>}
        {!view.ended &&
          [...recent].reverse().map((group) => (
            <section key={`${group.day}-${group.phase}`} className="pb-block pb-news" aria-label={group.title}>
              <h2 className="pb-block-title">{group.title}</h2>
              <ul>
                {group.lines.map((line, i) => (
                  <li key={i}>{typo(line)}</li>
                ))}
              </ul>
            </section>
          ))}
      </main>

      <div className="pb-aside">
        <section className="pb-players" aria-label="Joueurs">
          <ul>
            {view.players.map((p) => (
              <li key={p.id} className={`pb-player${p.alive ? '' : ' pb-dead'}${winners.has(p.id) ? ' pb-winner' : ''}`} aria-label={p.name}>
                <span className="pb-player-name">{p.name}</span>
                {p.health !== view.startHealth && <span className="pb-player-state">{p.healthLabel}</span>}
                {p.roleName && <span className="pb-player-role">{p.roleName}</span>}
                {p.posts.map((post) => (
                  <span key={post} className="pb-badge">
                    {post}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </section>
        {posts.length > 0 && (
          <section className="pb-side-block" aria-label="Postes publics">
            <h2>Postes publics</h2>
            <ul>
              {posts.map((p) => (
                <li key={p.post}>{`${p.label}\u00a0: ${nameOf(p.holder!)}`}</li>
              ))}
            </ul>
          </section>
        )}
        {others.map((s, i) => (
          <SectionBlock key={`${s.kind}${i}`} section={s} nameOf={nameOf} />
        ))}
      </div>
    </div>
  );
}
