/**
 * What the table may know: the public projection during a Thiercelieux night.
 */
import { describe, expect, it } from 'vitest';
import { seated } from './fixtures';
import { village } from './table';

describe('public projection', () => {
  it('shows nothing of the night before dawn, and only what the MJ announced after', () => {
    const t = village(seated(6, 'cupidon', 'loup-garou', 'voyante', 'joueur-de-flute'));
    t.play('endormissement')
      .play('cupidon', ['Emma', 'Farid'])
      .play('amoureux')
      .play('voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['Emma']);
    t.play('flute', ['Ana', 'Chloé']).play('charmes');
    const night = JSON.stringify(t.publicView());
    for (const secret of ['Loup-Garou', 'Voyante', 'Cupidon', 'amoureux', 'Amoureux', 'charm', 'Flûte', 'Emma a été'])
      expect(night).not.toContain(secret);
    expect(t.publicView().players.every((p) => p.alive && p.role === null)).toBe(true);
    t.play('aube');
    const dawn = t.publicView();
    expect(dawn.players.filter((p) => !p.alive).map((p) => [p.name, p.roleName])).toEqual([
      ['Emma', 'Simple Villageois'],
      ['Farid', 'Simple Villageois'],
    ]);
    expect(dawn.log.slice(-3).map((l) => l.text)).toEqual([
      'Emma a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.',
      'Farid a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.',
      'Jour 1',
    ]);
  });

  it('keeps the cards hidden when the table plays without revealing them', () => {
    const t = village(seated(5, 'loup-garou', 'voyante'), { revelerRoles: false });
    t.play('endormissement').play('voyante', ['Ana']).play('montrer').play('loups', ['Bruno']).play('aube');
    expect(t.publicView().players[1]).toMatchObject({ name: 'Bruno', alive: false, role: null });
    expect(JSON.stringify(t.publicView())).not.toContain('Voyante');
  });

  it('with the cards hidden, still shows the Chasseur as he shoots and the Ancien as his curse strikes', () => {
    const t = village(seated(6, 'chasseur', 'loup-garou', 'ancien'), { revelerRoles: false });
    t.play('endormissement').play('loups', ['Ana']).play('aube');
    expect(t.publicView().players[0]).toMatchObject({ name: 'Ana', alive: false, role: null });
    t.play('chasseur', ['David']);
    expect(t.publicView().players[0]).toMatchObject({ name: 'Ana', role: 'chasseur' });
    expect(t.publicView().players[3]).toMatchObject({ name: 'David', alive: false, role: null });
    t.play('election', t.voteAll('Emma'))
      .play('debat')
      .play('vote', t.voteAll('Chloé', { Chloé: 'Bruno' }))
      .play('execution');
    expect(t.publicView().players[2]).toMatchObject({ name: 'Chloé', alive: false, role: 'ancien' });
    expect(
      t
        .events('announce')
        .slice(-2)
        .map((e) => e.text),
    ).toEqual(['Chloé est exécuté·e par le village.', 'Chloé était l’Ancien.']);
  });
});
