import { useId, useRef, useState } from 'react';
import { BUTTON_WORDS, typo, type PlayerId } from '../../engine';
import { ballotsOf } from './ballotsOf';
import { BallotsTally } from './BallotsTally';
import type { PromptProps } from './types';
import '../styles/ballots.css';

/** The target being counted: a candidate, « blank », or nothing chosen yet. */
type Target = PlayerId | null | undefined;

/**
 * Counting by target, as a table counts raised hands: tap a target, then its
 * voters (one tap each); « Tous les autres pour … » gives every voter not yet
 * counted to that target. A live, weighted tally stands beside. A 40-player
 * vote fits one screen and takes at most one tap per voter.
 */
export function BallotsPrompt({ prompt, value, onChange, nameOf }: PromptProps<'ballots'>) {
  const ballots = ballotsOf(value);
  const [target, setTarget] = useState<Target>(undefined);
  const targetsId = useId();
  const votersId = useId();
  const targetsRef = useRef<HTMLParagraphElement>(null);
  const votersRef = useRef<HTMLDivElement>(null);
  const may = (voter: PlayerId, t: PlayerId | null): boolean =>
    t === null ? prompt.allowBlank : (prompt.only?.[voter] ?? prompt.candidates).includes(t);
  const label = (t: PlayerId | null): string => (t === null ? BUTTON_WORDS.blank : nameOf(t));

  const tapVoter = (voter: PlayerId): void => {
    if (target === undefined) return;
    const next = { ...ballots };
    if (voter in next && next[voter] === target) delete next[voter];
    else next[voter] = target;
    onChange(next);
  };
  // Every voter not yet counted whose own tap would be taken: the target too, where a vote for oneself is allowed
  // (the Capitaine's election); a vote that refuses it says so per voter (`only`).
  const others = prompt.voters.filter((v) => !(v.id in ballots) && target !== undefined && may(v.id, target));
  const allOthers = (): void => {
    if (target === undefined) return;
    const next = { ...ballots };
    for (const v of others) next[v.id] = target;
    onChange(next);
  };
  const targets: (PlayerId | null)[] = [...prompt.candidates, ...(prompt.allowBlank ? [null] : [])];
  // A long list of targets (a big table, a phone) pushes the voters below the fold: picking a target brings them up,
  // and « Autre cible » goes back to the targets, so that the MJ counts a vote without scrolling by hand.
  const long = targets.length > 12;
  const pick = (t: PlayerId | null): void => {
    setTarget(t);
    const row = votersRef.current;
    if (long && row && row.getBoundingClientRect().top > window.innerHeight / 2)
      row.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="prompt prompt-ballots">
      <h3 className="prompt-label">{typo(prompt.label)}</h3>
      <div className="ballots-layout">
        <div className="ballots">
          <p id={targetsId} ref={targetsRef} className="ballots-step">
            1. Pour qui&nbsp;?
          </p>
          <div className="ballot-targets" role="group" aria-labelledby={targetsId}>
            {targets.map((t) => (
              <button
                key={t ?? 'blanc'}
                type="button"
                className={`btn ballot-target${t === null ? ' ballot-blank' : ''}`}
                aria-pressed={target === t}
                onClick={() => pick(t)}
              >
                {label(t)}
              </button>
            ))}
          </div>
          <div className="ballots-step-row" ref={votersRef}>
            <p id={votersId} className="ballots-step">
              {target === undefined ? '2. Puis ses votants' : `2. Votants pour ${label(target)}`}
            </p>
            <div className="ballots-step-buttons">
              {long && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => targetsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })}
                >
                  <span aria-hidden="true">↑ </span>
                  {BUTTON_WORDS.otherTarget}
                </button>
              )}
              <button
                type="button"
                className="btn"
                disabled={target === undefined || others.length === 0}
                onClick={allOthers}
              >
                {BUTTON_WORDS.allOthers}
                {target !== undefined && <span className="visually-hidden">{` pour ${label(target)}`}</span>}
              </button>
            </div>
          </div>
          <div className="ballot-voters" role="group" aria-labelledby={votersId}>
            {prompt.voters.map((voter) => {
              const cast = voter.id in ballots;
              const vote = cast ? label(ballots[voter.id] ?? null) : null;
              const allowed = target !== undefined && may(voter.id, target);
              return (
                <button
                  key={voter.id}
                  type="button"
                  className={`btn ballot-voter${cast ? ' ballot-cast' : ''}`}
                  aria-pressed={cast && target !== undefined && ballots[voter.id] === target}
                  disabled={!allowed && !(cast && ballots[voter.id] === target)}
                  onClick={() => tapVoter(voter.id)}
                >
                  <span className="ballot-voter-name">
                    {nameOf(voter.id)}
                    {voter.weight !== 1 && <span className="badge">{`×${voter.weight}`}</span>}
                  </span>
                  <span className="ballot-voter-vote">{vote ? `→ ${vote}` : ''}</span>
                </button>
              );
            })}
          </div>
        </div>
        <BallotsTally voters={prompt.voters} ballots={ballots} nameOf={nameOf} />
      </div>
    </div>
  );
}
