/**
 * The end of the game (003_7860fbf4cb88296e.txt:5-9): the village when no
 * wolf lives, the wolves when no villager lives, an Assassin with them when
 * his targets are dead and he lives; deaths count in their order (003:9).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { firstDay, firstNight } from './fixtures';

describe('the winners (003:6-8)', () => {
  it('the village, once no wolf lives, checked after the bûcher', () => {
    const t = firstDay({
      players: 5,
      natures: { Ana: 'loup', Bruno: 'villageois', Chloé: 'villageois', David: 'villageois', Emma: 'villageois' },
    });
    for (const v of ['Bruno', 'Chloé']) t.put(v, 'vote', ['Ana']);
    t.close().until('bilan');
    expect(t.state.ended).toBeNull();
    t.play('bilan');
    expect(t.state.ended).toMatchObject({
      camps: ['village'],
      reason: 'Plus aucun loup ne vit à la mort d’Ana\u00a0: les villageois gagnent\u00a0!',
    });
    expect(t.state.ended!.winners.map((id) => t.name(id))).toEqual(['Bruno', 'Chloé', 'David', 'Emma']);
  });

  it('the wolves, once no villager lives, checked after the dawn post', () => {
    const t = firstNight({
      players: 5,
      natures: { Ana: 'loup', Bruno: 'loup', Chloé: 'villageois', David: 'assassin', Emma: 'assassin' },
    });
    t.put('Ana', 'loups', ['Chloé']).close().play('succession', ['Ana']).until('aube');
    expect(t.state.ended).toBeNull();
    t.play('aube');
    expect(t.state.ended).toMatchObject({ camps: ['loups'] });
  });

  it('an Assassin does not win while one of his targets lives', () => {
    // Five players: Emma, Assassin, targets the four others.
    const t = firstNight({
      players: 5,
      natures: { Ana: 'loup', Bruno: 'villageois', Chloé: 'villageois', David: 'villageois', Emma: 'assassin' },
    });
    expect(t.state.rs.hands[t.id('Emma')]!.targets.map((id) => t.name(id))).toEqual(['Chloé', 'David', 'Ana', 'Bruno']);
    t.put('Ana', 'loups', ['Bruno'])
      .put('Emma', 'assassin', ['Chloé'])
      .close()
      .play('succession', ['David'])
      .until('jour');
    for (const v of ['Ana', 'Emma']) t.put(v, 'vote', ['David']);
    t.close().until('successeur').play('successeur', ['Ana']).until('bilan').play('bilan');
    expect(t.state.ended).toMatchObject({ camps: ['loups'] });
    // Ana lives: Emma's targets are not all dead, she does not win.
    expect(t.state.ended!.winners.map((id) => t.name(id))).toEqual(['Ana']);
  });

  it('an Assassin wins with the village when his last target died before, or with, the last wolf', () => {
    const t = firstNight({
      players: 5,
      natures: { Ana: 'loup', Bruno: 'villageois', Chloé: 'villageois', David: 'villageois', Emma: 'assassin' },
    });
    // Test scaffolding: a single target, Chloé.
    t.setState(produce(t.state, (d) => void (d.rs.hands[t.id('Emma')]!.targets = [t.id('Chloé')])));
    t.put('Emma', 'assassin', ['Chloé']).close().play('succession', ['Bruno']).until('jour');
    expect(t.state.ended).toBeNull();
    for (const v of ['Bruno', 'David', 'Emma']) t.put(v, 'vote', ['Ana']);
    t.close().until('bilan').play('bilan');
    expect(t.state.ended).toMatchObject({ camps: ['village', 'assassins'] });
    expect(t.state.ended!.winners.map((id) => t.name(id))).toEqual(['Bruno', 'Chloé', 'David', 'Emma']);
    expect(t.state.ended!.reason).toContain('Emma, Assassin aux cibles toutes mortes, gagne aussi.');
  });
});

describe('deaths count in their order (003:9)', () => {
  it('the first death giving a camp its victory decides; the next one does not happen for the other camp', () => {
    // The last wolf burns, and his Chasseur's shot takes the last villager: the village wins before it.
    const t = firstDay({
      players: 5,
      natures: { Ana: 'loup', Bruno: 'villageois', Chloé: 'assassin', David: 'assassin', Emma: 'assassin' },
      hands: { Ana: ['chasseur', 'lache'] },
    });
    for (const v of ['Bruno', 'Chloé']) t.put(v, 'vote', ['Ana']);
    t.close().until('chasseur').play('chasseur', ['Bruno']).until('bilan');
    expect(t.alive('Bruno')).toBe(false);
    t.play('bilan');
    expect(t.state.ended).toMatchObject({
      camps: ['village'],
      reason: 'Plus aucun loup ne vit à la mort d’Ana\u00a0: les villageois gagnent\u00a0!',
    });
  });

  it('a death undone by a Nécromancienne does not count', () => {
    // Chloé, Assassin and Nécromancienne, learns Bruno died before her first turn: her orders may all change then.
    const t = firstNight({
      players: 5,
      natures: { Ana: 'loup', Bruno: 'villageois', Chloé: 'assassin', David: 'assassin', Emma: 'assassin' },
      hands: { Chloé: ['necromancienne', 'lache'] },
    });
    t.put('Ana', 'loups', ['Bruno']).close();
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.kinds.map((k) => k.id)).toEqual(['assassin', 'necromancienne']);
    t.put('Chloé', 'necromancienne', ['Bruno']).close().until('aube').play('aube');
    expect(t.state.ended).toBeNull();
    expect(newmilenium.checkEnd(t.state)).toBeNull();
  });
});
