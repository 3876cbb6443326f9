/**
 * The CLI's report with hostile names (issue 26): the documented first night
 * played with every name replaced by one that looks like HTML, BBCode or
 * Markdown, and by a 60-character one; the report gives each name as typed,
 * in its players, posts, markers and votes.
 */
import { describe, expect, it } from 'vitest';
import { play, scenario, type ScenarioFile } from './support';

const RENAMED: Record<string, string> = {
  Ana: '<img src=x onerror=alert(1)>',
  Bruno: '[/list][url=https://x.invalid]Bruno[/url]',
  Chloé: '**Chloé**',
  David: '&lt;David&gt;',
  Emma: '# Emma',
  Farid: '- Farid',
  Gaëlle: '1. Gaëlle',
  Hugo: 'H'.repeat(60),
};

/** Every string and key of the file that is a name, renamed. */
function renamed(value: unknown): unknown {
  if (typeof value === 'string') return RENAMED[value] ?? value;
  if (Array.isArray(value)) return value.map(renamed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [RENAMED[k] ?? k, renamed(v)]));
  return value;
}

describe('the CLI report with hostile names', () => {
  const r = play(renamed(scenario('premiere-nuit')) as ScenarioFile);

  it('plays the same game and gives every name as typed', () => {
    expect(r.players.map((p) => p.name)).toEqual(Object.values(RENAMED));
    expect(r.posts).toEqual({ capitaine: RENAMED.Bruno });
    expect(r.players.find((p) => p.name === RENAMED.Chloé)!.markers).toEqual({ amoureux: RENAMED.Hugo });
    expect(r.votes[1]!.voters).toContainEqual({ name: RENAMED.Bruno, weight: 2, vote: RENAMED.Ana });
  });
});
