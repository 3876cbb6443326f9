/**
 * The players' board for a real Quinte-bourg game (000_a045abd3825f1297.txt):
 * the weekday, a Q shown dead (000:77), the posts and their holders, the law
 * of the day (000:517), the open vote (000:509), the married couples
 * (000:626-634), and Sunday's fête with the MJ's countdown (000:56).
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicTimer, publicVote, publicView } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { PublicBoard } from '../../src/ui/public/PublicBoard';
import type { PublicFrame } from '../../src/ui/public/protocol';
import { BASIC_V } from '../quintebourg/fixtures';
import { QuintebourgTable as Table } from '../quintebourg/table';

const SECRETS = ['Reptilien', 'Reptilienne alpha', 'Villageois', 'Quasi-mort', 'Sans effet'];

function table(): Table {
  return new Table({
    seats: BASIC_V,
    options: { chefArmees: false, pretre: 'aucun', pickpockets: false },
    posts: { notaire: 'Ana', president: 'Bruno', senateur: 'David', procureur: 'Emma', scrutateur: 'Farid' },
  });
}

function board(t: Table, draft?: Record<string, string | null>): string {
  const s = t.state;
  const frame: PublicFrame = {
    view: publicView(quintebourg, s),
    vote: draft ? publicVote(quintebourg, s, t.value(draft)) : null,
    timers: [],
  };
  const timer = publicTimer(t.effects);
  if (timer)
    frame.timers.push({
      label: timer.label,
      totalMs: timer.seconds * 1000,
      remainingMs: timer.seconds * 1000,
      running: false,
      endsAt: null,
    });
  render(<PublicBoard frame={frame} />);
  return document.body.textContent ?? '';
}

describe('le tableau public de Quinte-bourg', () => {
  it('jeudi : un Q paraît mort, les postes, la loi du jour et le vote à main levée, sans carte ni santé vraie', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('aube');
    // Two Reptiliens against Hugo alone: table 1 (000:581-600); the seed's die sends him to Q.
    expect(t.health('Hugo')).toBe('Q');
    t.until('loi').play('loi', 'blanc-interdit').play('senat', true);
    t.until('vote');
    const text = board(t, { Ana: 'Bruno', Chloé: 'Bruno', David: 'Farid' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jour 1');
    expect(document.querySelector('.pb-weekday')?.textContent).toBe('Jeudi');
    // Everyone believes a Q dead (000:77): the board says « Mort » whatever the true state.
    expect(screen.getByRole('listitem', { name: 'Hugo' }).className).toContain('pb-dead');
    expect(within(screen.getByRole('listitem', { name: 'Hugo' })).getByText('Mort')).toBeTruthy();
    // The médecin shows his card and is the Bourreau (000:247, 493).
    expect(screen.getByRole('listitem', { name: 'Chloé' }).textContent).toContain('Médecin');
    const posts = screen.getByRole('region', { name: 'Postes publics' }).textContent!;
    expect(posts).toContain('Président\u00a0: Bruno');
    expect(posts).toContain('Bourreau\u00a0: Chloé');
    expect(screen.getByRole('region', { name: 'Loi du jour' }).textContent).toContain('Le vote blanc est interdit');
    const vote = within(screen.getByRole('region', { name: 'Vote en cours' }));
    expect(vote.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bruno2\u00a0voixAna, Chloé',
      'Farid1\u00a0voixDavid',
    ]);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('les couples mariés, puis la fête du dimanche et son compte à rebours', () => {
    const t = table();
    t.until('mariages').play('mariages', ['Gaëlle']).play('mariage-partenaire', ['Hugo']).play('mariage-accord', true);
    for (let guard = 0; guard < 5 && t.step !== 'mariages'; guard++) {
      if (t.step === 'mariage-temoins') t.play('mariage-temoins', ['David', 'Emma']);
      else if (t.step === 'mariage-maison') t.play('mariage-maison', t.id('Gaëlle'));
      else t.until('mariages');
    }
    t.until('plus-riche');
    board(t);
    expect(screen.getByRole('region', { name: 'Couples mariés' }).textContent).toContain('Gaëlle et Hugo');
    document.body.innerHTML = '';

    // Day 4 is a Sunday: no night before it, a fête instead of a vote (000:56).
    for (let guard = 0; guard < 10 && !(t.state.clock.day === 4 && t.step === 'fete'); guard++)
      t.until('plus-riche').play('plus-riche');
    expect(t.step).toBe('fete');
    board(t);
    expect(document.querySelector('.pb-weekday')?.textContent).toBe('Dimanche');
    expect(screen.getByRole('region', { name: 'Dimanche\u00a0: la fête au village' })).toBeTruthy();
    const timer = within(screen.getByRole('region', { name: 'Minuteur\u00a0: La fête au village' }));
    expect(timer.getByRole('timer').textContent).toBe('10:00');
  });
});
