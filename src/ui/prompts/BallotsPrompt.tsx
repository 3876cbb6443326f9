import type { PlayerId } from '../../engine';
import { BallotsTally } from './BallotsTally';
import type { PromptProps } from './types';
import '../styles/ballots.css';

function ballotsOf(value: unknown): Record<PlayerId, PlayerId | null> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return value as Record<PlayerId, PlayerId | null>;
}

/** For each voter, the MJ taps the target (or « Blanc »); a weighted live tally sits beside. */
export function BallotsPrompt({ prompt, value, onChange, nameOf }: PromptProps<'ballots'>) {
  const ballots = ballotsOf(value);
  const choose = (voter: PlayerId, target: PlayerId | null): void => {
    const next = { ...ballots };
    if (voter in next && next[voter] === target) delete next[voter];
    else next[voter] = target;
    onChange(next);
  };
  return (
    <div className="prompt prompt-ballots">
      <h3 className="prompt-label">{prompt.label}</h3>
      <div className="ballots-layout">
        <div className="ballots">
          {prompt.voters.map((voter) => {
            const voterName = nameOf(voter.id);
            const cast = voter.id in ballots;
            return (
              <div key={voter.id} className={`ballot${cast ? ' ballot-cast' : ''}`} role="group" aria-label={`Vote de ${voterName}`}>
                <div className="ballot-voter">
                  <strong>{voterName}</strong>
                  {voter.weight !== 1 && <span className="badge">{`voix ×${voter.weight}`}</span>}
                </div>
                <div className="ballot-targets">
                  {(prompt.only?.[voter.id] ?? prompt.candidates).map((id) => (
                    <button
                      key={id}
                      type="button"
                      className="btn ballot-btn"
                      aria-pressed={cast && ballots[voter.id] === id}
                      onClick={() => choose(voter.id, id)}
                    >
                      {nameOf(id)}
                    </button>
                  ))}
                  {prompt.allowBlank && (
                    <button
                      type="button"
                      className="btn ballot-btn ballot-blank"
                      aria-pressed={cast && ballots[voter.id] === null}
                      onClick={() => choose(voter.id, null)}
                    >
                      Blanc
                    </button>
                  )}
                </div>
              </div>
            );
          })}
        </div>
        <BallotsTally voters={prompt.voters} ballots={ballots} nameOf={nameOf} />
      </div>
    </div>
  );
}
