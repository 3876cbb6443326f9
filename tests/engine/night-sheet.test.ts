/** The night sheet: the calls of the first night and of the later ones, for the cards in play. */
import { describe, expect, it } from 'vitest';
import { nightSheet } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { createGame } from '../../src/engine';
import { village } from '../thiercelieux/table';

describe('nightSheet', () => {
  it('lists the preparation turn on night 1 only, and only the cards in play (004:596-642)', () => {
    const t = village(['voyante', 'loup-garou', 'loup-garou', 'cupidon', 'sorciere', 'villageois']);
    const [first, later] = nightSheet(t.rules, t.state);
    expect(first!.title).toBe('Nuit 1');
    expect(later!.title).toBe('Nuit 2');
    const titles = (n: typeof first) => n!.calls.map((c) => c.title);
    expect(titles(first)).toContain('Cupidon');
    expect(titles(later)).not.toContain('Cupidon');
    // Voyante before the wolves, the wolves before the Sorcière (004:619-632).
    const order = titles(later).filter((x) => /Voyante|Loups-Garous|Sorcière \(potion de vie\)/.test(x));
    expect(order).toEqual(['La Voyante', 'Les Loups-Garous', 'La Sorcière (potion de vie)']);
    // No card out of the game is called.
    expect(titles(later).join(' ')).not.toMatch(/Salvateur|Sauveteur|Corbeau/);
  });

  it('gives a week of nights by weekday for a calendar ruleset (000:50-56)', () => {
    const names = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];
    const setup = {
      rulesetId: 'quintebourg',
      options: {},
      players: names.map((name, i) => ({ id: `p${i + 1}`, name })),
      composition: quintebourg.suggestComposition(8, {}),
      seed: 's',
    };
    const game = createGame(quintebourg, setup);
    if (!game.ok) throw new Error(game.error);
    const sheet = nightSheet(quintebourg, game.value);
    expect(sheet.length).toBeGreaterThanOrEqual(6);
    expect(sheet[0]!.title).toMatch(/^Nuit 1 \(/);
    expect(sheet.every((n) => n.calls.length > 0)).toBe(true);
  });
});
