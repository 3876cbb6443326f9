/**
 * The players calls list their bars (the engine's `bars.ts`): a player left
 * out of a call is refused with the rule that leaves him out and its line
 * (002_8a15d59d81dc3fa5.txt), and the candidates keep their order (the tied
 * players as the count ranks them, the targets received as they came).
 */
import { describe, expect, it } from 'vitest';
import { firstDay, firstNight } from './fixtures';

describe('who may be chosen at a Lychantropia call, from its bars', () => {
  it('the Notaire breaks a tie among the tied, in the count’s order (002:60)', () => {
    const t = firstDay({ fill: ['pigeon', 'testament'] });
    t.put('Emma', 'vote', ['Bruno']).put('Farid', 'vote', ['Ana']).close();
    expect(t.step).toBe('bucher');
    expect(t.candidates).toEqual(['Bruno', 'Ana']);
    expect(t.rejection('bucher', [t.id('Emma')])).toMatchObject({ kind: 'refused', rule: '002:60' });
  });

  it('a successor holds no other post (002:43)', () => {
    const t = firstDay({ fill: ['pigeon', 'testament'] });
    t.put('Ana', 'vote', ['David']).close().play('bucher').play('testament', false);
    expect(t.step).toBe('successeur');
    // Chloé is the Notaire: not the Marchand's successor; the dead Marchand neither.
    expect(t.rejection('successeur', [t.id('Chloé')])).toMatchObject({ kind: 'refused', rule: '002:43' });
    expect(t.candidates).not.toContain('David');
  });

  it('the loup blanc kills another wolf (002:81)', () => {
    const t = firstNight({ hands: { Bruno: ['fleches', 'pigeon'] } });
    t.put('Bruno', 'fleches', ['Bruno']).close().until('nuit');
    const refused = (target: string) =>
      t.rejection(t.step!, { put: { player: 'Bruno', kind: 'loup-blanc', value: [t.id(target)] } } as never);
    expect(refused('Chloé')).toMatchObject({ kind: 'refused', rule: '002:81' });
    expect(refused('Bruno')).toMatchObject({ kind: 'refused', rule: '002:81' });
  });

  it('the Arbalète shoots a target received by Pigeon, the targets in the order they came (002:85)', () => {
    const t = firstNight({ hands: { Emma: ['arbalete', 'pigeon'], Farid: ['pigeon', 'pigeon'] } });
    t.close().until('jour');
    t.put('Farid', 'pigeon-cible', ['Gaëlle', 'Ana']).close().until('nuit');
    const call = t.call.prompt;
    const line = call.kind === 'orders' ? call.kinds.find((k) => k.id === 'arbalete') : undefined;
    expect(line?.prompt.kind === 'players' && line.prompt.candidates).toEqual([t.id('Gaëlle'), t.id('Ana')]);
    expect(
      t.rejection(t.step!, { put: { player: 'Emma', kind: 'arbalete', value: [t.id('Hugo')] } } as never),
    ).toMatchObject({ kind: 'refused', rule: '002:85' });
  });

  it('the Pipot charms players not charmed yet (002:89)', () => {
    const t = firstNight({ hands: { Emma: ['pipot', 'pigeon'] } });
    t.put('Emma', 'pipot', ['Ana', 'Bruno']).close().until('nuit');
    expect(
      t.rejection(t.step!, { put: { player: 'Emma', kind: 'pipot', value: [t.id('Ana')] } } as never),
    ).toMatchObject({ kind: 'refused', rule: '002:89' });
  });
});
