/**
 * The Sympathique's gift, role by role (003_7860fbf4cb88296e.txt:95-117).
 */
import { describe, expect, it } from 'vitest';
import { grimoire } from '../../src/engine';
import { newmilenium } from '../../src/rulesets/newmilenium';
import type { RoleId } from '../../src/rulesets/newmilenium/types';
import { plain } from './driver';
import { firstDay, firstNight, type Hands } from './fixtures';

/** Day 1 with David Sympathique, Emma holding `role` first; David helps Emma's first role. */
function gift(role: RoleId, hands: Hands = {}, second: RoleId = 'lache') {
  const t = firstDay({ hands: { David: ['sympathique', 'lache'], Emma: [role, second], ...hands } });
  t.put('David', 'sympathique-1', ['Emma']);
  return t;
}

describe('the gift (003:95)', () => {
  it('tells the helped player who the Sympathique is; never on himself; once', () => {
    const t = firstDay({ hands: { David: ['sympathique', 'lache'], Emma: ['meneur', 'lache'] } });
    expect(t.refusedWith('David', 'sympathique-1', ['David'])).toMatchObject({ rule: '003:95' });
    t.put('David', 'sympathique-1', ['Emma']);
    expect(t.pms('Emma')).toEqual(['David est Sympathique et vous fait un cadeau sur votre rôle de Meneur.']);
    expect(t.text('pm-p5')).toBe('David est Sympathique et vous fait un cadeau sur votre rôle de Meneur.');
    // His one gift used: no longer among the givers, refused with the gift's line.
    expect(t.refusedWith('David', 'sympathique-2', ['Farid'])).toMatchObject({ rule: '003:95' });
    expect(t.rejection('jour', { cancel: { player: 'David', kind: 'sympathique-1' } }).kind).toBe('refused');
  });

  it('frees a salbatarised player instead', () => {
    const t = firstNight({
      hands: { David: ['sympathique', 'lache'], Emma: ['meneur', 'lache'], Farid: ['salbatar', 'lache'] },
    });
    t.put('Farid', 'salbatar', ['Emma']).close().until('jour');
    t.put('David', 'sympathique-1', ['Emma']);
    expect(t.player('Emma').markers.salbatarise).toBeUndefined();
    expect(t.rs.boosts[t.id('Emma')]).toEqual([]);
    t.put('Emma', 'vote', ['Gaëlle']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Gaëlle (2).');
  });
});

describe('its effect, role by role (003:96-117)', () => {
  it.each([
    ['necromancienne', 'potion', 2],
    ['planque', 'planque', 4],
    ['sorcier', 'rituel', 2],
    ['chatelain', 'chatelain', 2],
    ['vieux-chiant', 'vieux-chiant', 2],
    ['fuyard', 'fuyard', 2],
    ['sympathique', 'sympathique', 2],
  ] as const)('%s: one use more', (role, use, n) => {
    const t = gift(role);
    expect(t.rs.uses[t.id('Emma')]![use]).toBe(n);
  });

  it('meneur: two votes more today (003:100)', () => {
    const t = gift('meneur');
    t.put('Emma', 'vote', ['Gaëlle']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Gaëlle (3).');
  });

  it('institutrice: her vote counts today, with two more when she is Meneur (003:101)', () => {
    const t = gift('institutrice');
    t.put('Emma', 'vote', ['Gaëlle']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Gaëlle (1).');
    const u = gift('institutrice', {}, 'meneur');
    u.put('Emma', 'vote', ['Gaëlle']).close();
    expect(u.call.notes.map(plain)[0]).toBe('Décompte (secret) : Gaëlle (3).');
  });

  it('chasseur: two shots if he dies today (003:102)', () => {
    const t = gift('chasseur');
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('chasseur');
    expect(t.call.prompt).toMatchObject({ max: 2 });
  });

  it('vengeur: four votes on his first target if he dies today (003:103)', () => {
    const t = gift('vengeur');
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('vengeur').play('vengeur', ['Ana', 'Bruno']).until('bilan');
    expect(t.text('deadline')).toContain('4 contre Ana, 3 contre Bruno');
  });

  it('salvateur and salbatar: two houses the next night (003:98-99)', () => {
    const t = gift('salvateur').close().until('nuit');
    t.put('Emma', 'salvateur', ['Gaëlle', 'Hugo']).put('Ana', 'loups', ['Hugo']).close().until('aube');
    expect(t.alive('Hugo')).toBe(true);
    expect(t.state.rs.last.protected).toEqual([t.id('Gaëlle'), t.id('Hugo')]);
    expect(
      firstNight({ hands: { Emma: ['salvateur', 'lache'] } }).refusedWith('Emma', 'salvateur', ['Gaëlle', 'Hugo']),
    ).toMatchObject({ rule: '003:98' });
    const u = gift('salbatar').close().until('nuit');
    u.put('Emma', 'salbatar', ['Gaëlle', 'Hugo']).close().until('aube');
    expect(u.player('Gaëlle').markers.salbatarise).toBe(2);
    expect(u.player('Hugo').markers.salbatarise).toBe(2);
  });

  it('corbeau: three votes over one to three targets, the first named taking the most (003:105)', () => {
    const t = gift('corbeau').close().until('nuit');
    t.put('Emma', 'corbeau', ['Gaëlle', 'Hugo']).close().until('aube');
    expect(t.text('aube')).toContain('Au petit matin, 2 voix de plus contre Gaëlle');
    expect(t.text('aube')).toContain('Au petit matin, 1 voix de plus contre Hugo');
  });

  it('voyante: roles and nature the next night (003:107)', () => {
    const t = gift('voyante').close().until('nuit');
    t.put('Emma', 'voyante-natures', ['Ana']).close().until('aube');
    expect(t.pms('Emma').at(-1)).toBe('Dans la maison d’Ana, vous voyez : Ana (loup ; Lâche et Sympathique).');
  });

  it('détective: on a dead, his roles and nature; on a living one who went out, why (003:108)', () => {
    const t = gift('detective', { Farid: ['voyante', 'lache'] });
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Gaëlle']);
    t.close().until('nuit');
    t.put('Emma', 'detective', ['Gaëlle']).close().until('aube');
    expect(t.pms('Emma').at(-1)).toBe(
      'Votre enquête : Gaëlle n’a jamais usé de ses pouvoirs, et a été brûlé·e au bûcher. Rôles : Lâche et Sympathique ; nature : villageois.',
    );
    const u = gift('detective', { Farid: ['voyante', 'lache'] })
      .close()
      .until('nuit');
    u.put('Farid', 'voyante-natures', ['Ana']).put('Emma', 'detective', ['Farid']).close().until('aube');
    expect(u.pms('Emma').at(-1)).toBe('Votre enquête : Farid est sorti·e de chez lui ou elle cette nuit (Voyante).');
  });

  it('détective: the grimoire shows the gift until he uses it, days later (003:108)', () => {
    const t = gift('detective');
    const shown = () =>
      grimoire(newmilenium, t.state)
        .find((r) => r.name === 'Emma')!
        .markers.map(plain);
    expect(shown()).toContain('Aidé par le Sympathique : Détective');
    // Two days and nights without an investigation: the gift still waits.
    t.close().until('nuit').close().until('jour').close().until('nuit').close().until('jour');
    expect(t.state.clock.day).toBe(3);
    expect(shown()).toContain('Aidé par le Sympathique : Détective');
  });

  it('détective on himself: if he dies, everyone learns his roles and nature, and reads his testament (003:108)', () => {
    const t = gift('detective').close().until('nuit');
    t.put('Emma', 'detective', ['Emma']).put('Ana', 'loups', ['Emma']).close().until('aube');
    const post = t.text('aube');
    expect(post).toContain('Les pièges d’Emma révèlent l’un de ses rôles : Détective.');
    expect(post).toContain('Les pièges d’Emma révèlent l’un de ses rôles : Lâche.');
    expect(post).toContain('Testament d’Emma : [collez ici le testament reçu par MP].');
    expect(post).toContain('Emma a été retrouvé·e mort·e. Sa nature : villageois.');
  });

  it('araignée: three players, four messages each, the next night (003:112)', () => {
    const t = gift('araignee').close().until('nuit');
    expect(t.refusedWith('Emma', 'araignee', ['Gaëlle', 'Hugo'])).toMatchObject({ rule: '003:112' });
    t.put('Emma', 'araignee', ['Gaëlle', 'Hugo', 'Inès']).close().until('jour');
    for (let i = 0; i < 4; i++) t.put('Gaëlle', 'araignee-mp', [i % 2 ? 'Hugo' : 'Inès']);
    expect(t.refusedWith('Gaëlle', 'araignee-mp', ['Hugo'])).toMatchObject({ rule: '003:91' });
  });

  it('croque-mort: the manner of each death until the next day (003:113)', () => {
    const t = gift('croque-mort').close().until('nuit');
    t.put('Ana', 'loups', ['Gaëlle']).close().until('aube');
    expect(t.text('pm-p5')).toBe('Les morts et leurs rôles : Gaëlle : Lâche et Sympathique (loups).');
  });

  it('paranoïaque: the Sympathique’s other role, at once (003:114)', () => {
    const t = gift('paranoiaque', { David: ['sympathique', 'corbeau'] });
    expect(t.pms('Emma')).toContain('L’autre rôle de David : Corbeau.');
  });

  it('lâche: no limit that day (003:116)', () => {
    const t = gift('lache', {}, 'chatelain');
    for (let i = 0; i < 5; i++) t.put('Emma', 'lache', ['Gaëlle']);
    expect(t.rs.day.messages).toHaveLength(5);
  });

  it('assassin: a new kill if he had none left (003:117)', () => {
    const t = firstNight({ hands: { David: ['sympathique', 'lache'] } });
    t.put('Jules', 'assassin', ['Emma']).close().until('jour');
    expect(t.rs.uses[t.id('Jules')]!.meurtre).toBe(0);
    t.put('David', 'sympathique-1', ['Jules']);
    expect(t.rs.uses[t.id('Jules')]!.meurtre).toBe(1);
  });
});
