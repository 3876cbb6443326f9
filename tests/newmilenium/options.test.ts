/**
 * The last post's proposals as setup options (003_7860fbf4cb88296e.txt:137-148):
 * the Corbeau and the Sorcier aim at houses (139-140); the wolves' house
 * option and the simplified Planqué are tested with the wolves and the Planqué.
 */
import { describe, expect, it } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { firstDay, firstNight } from './fixtures';

const HOUSES = { maisons: true };

describe('houses for the Corbeau and the Sorcier (003:139-140)', () => {
  it('are off by default, like every proposal of the last post', () => {
    expect(newmilenium.options.filter((o) => o.type === 'boolean').map((o) => [o.id, o.default])).toEqual([
      ['maisons', false],
      ['loupsMaisonLoup', false],
      ['planqueSimplifie', false],
    ]);
  });

  it('the Corbeau adds two votes against everyone sleeping in the house, his own possible', () => {
    const t = firstDay({ options: HOUSES, hands: { David: ['corbeau', 'lache'], Gaëlle: ['planque', 'lache'] } });
    t.put('Emma', 'echange', ['Farid']).put('Farid', 'echange', ['Emma']).close().until('nuit');
    t.put('Gaëlle', 'planque', ['Emma']).put('David', 'corbeau', ['Emma']).close().until('aube');
    const post = t.text('aube');
    expect(post).toContain('Au petit matin, 2 voix de plus contre Farid');
    expect(post).toContain('Au petit matin, 2 voix de plus contre Gaëlle');
    expect(post).not.toContain('contre Emma');
  });

  it('the Sorcier kills everyone sleeping in the house, from home', () => {
    const t = firstNight({ options: HOUSES, hands: { David: ['sorcier', 'lache'], Gaëlle: ['planque', 'lache'] } });
    expect(
      t.call.prompt.kind === 'orders' && t.call.prompt.kinds.find((k) => k.id === 'sorcier')!.prompt,
    ).toMatchObject({ label: 'Maison visée' });
    t.put('Gaëlle', 'planque', ['Emma']).put('David', 'sorcier', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.alive('Gaëlle')).toBe(false);
    expect(t.state.rs.uses[t.id('David')]!.rituel).toBe(0);
  });

  it('without the option, the Sorcier aims at one player', () => {
    const t = firstNight({ hands: { David: ['sorcier', 'lache'], Gaëlle: ['planque', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('David', 'sorcier', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.alive('Gaëlle')).toBe(true);
  });
});
