/**
 * The players' board: what the table may know, in type readable from three
 * metres. It renders a frame and nothing else (shared by the public window
 * and by public mode on the tablet).
 */
import { useEffect, useState, type ReactNode } from 'react';
// French typography on a wide screen: no line break before « : ; ! ? » nor inside guillemets.
import { typo, type PlayerId, type PublicBlock, type PublicVote } from '../../engine';
import type { PublicFrame, PublicTimer } from './protocol';
import { useFitScreen } from './useFitScreen';
import '../styles/public.css';

const voix = (n: number): string => `${n}\u00a0voix`;

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

/** One of the ruleset's generic blocks; the board knows how to draw each kind, never which rule it comes from. */
function BlockView({ block, nameOf, now }: { block: PublicBlock; nameOf: (id: PlayerId) => string; now: number }) {
  switch (block.kind) {
    case 'banner':
      return (
        <section className="pb-block pb-banner" aria-label={block.title}>
          <h2 className="pb-block-title">{block.title}</h2>
          <p>{typo(block.text)}</p>
        </section>
      );
    case 'lines':
      return (
        <section className="pb-side-block" aria-label={block.title}>
          <h2>{block.title}</h2>
          {block.lines.map((line, i) => (
            <p key={i} className="pb-law">
              {typo(line)}
            </p>
          ))}
        </section>
      );
    case 'countdown':
      return (
        <section className="pb-side-block" aria-label={block.title}>
          <h2>{block.title}</h2>
          <p className="pb-law" role="timer">
            {block.endsAt > now ? mmss(block.endsAt - now) : 'Échéance passée'}
          </p>
        </section>
      );
    case 'tally':
      return (
        <section className="pb-side-block" aria-label={block.title}>
          <h2>{block.title}</h2>
          <ul className="pb-tally">
            {block.rows.map((row) => (
              <li key={row.label}>
                <span>{row.label}</span> <strong>{row.count}</strong>
              </li>
            ))}
          </ul>
          {block.note && <p className="pb-muted">{typo(block.note)}</p>}
        </section>
      );
    case 'holders':
      return (
        <section className="pb-side-block" aria-label={block.title}>
          <h2>{block.title}</h2>
          <ul>
            {block.rows.map((row) => (
              <li key={row.players.join('+')}>{`${row.players.map(nameOf).join(' et ')}${row.label ? ` — ${row.label}` : ''}`}</li>
            ))}
          </ul>
          {block.note && <p className="pb-muted">{typo(block.note)}</p>}
        </section>
      );
  }
}

/** `action`: a control that sits in the board's header (« Plein écran »), where it covers nothing. */
export function PublicBoard({ frame, action }: { frame: PublicFrame; action?: ReactNode }) {
  const { view, vote, timers } = frame;
  const fresh = new Set(view.fresh ?? []);
  const fitRef = useFitScreen([frame]);
  const now = useTicking(timers.some((t) => t.running) || view.blocks.some((b) => b.kind === 'countdown'));
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  const nameOf = (id: PlayerId): string => names.get(id) ?? '?';
  const phase = view.clock.phase;
  // Banners go across the board; the other blocks stand beside the players.
  const [banners, others] = [view.blocks.filter((b) => b.kind === 'banner'), view.blocks.filter((b) => b.kind !== 'banner')];
  // The last two phases that announced something, the latest first (the day's votes, then the dawn's deaths).
  const recent = view.announcements.slice(-2);
  const posts = view.posts.filter((p) => p.holder !== null);
  const winners = new Set(view.ended?.winners ?? []);

  return (
    <div className="pb" data-phase={phase} ref={fitRef}>
      <header className="pb-head">
        <h1 className="pb-clock">{view.heading}</h1>
        {view.weekday && <p className="pb-weekday">{capitalized(view.weekday)}</p>}
        <p className="pb-ruleset">{view.rulesetName}</p>
        {action}
      </header>

      <main className="pb-main" data-fit>
        {banners.map((b, i) => (
          <BlockView key={`banner${i}`} block={b} nameOf={nameOf} now={now} />
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
                  <li key={i} className={fresh.has(line) ? 'pb-fresh' : undefined}>
                    {typo(line)}
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </main>

      <div className="pb-aside" data-fit>
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
        {others.map((b, i) => (
          <BlockView key={`${b.kind}${i}`} block={b} nameOf={nameOf} now={now} />
        ))}
      </div>
    </div>
  );
}
