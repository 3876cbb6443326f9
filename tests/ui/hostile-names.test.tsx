/**
 * Hostile names on the screens that show them (issue 26: « hostile names are
 * refused or neutralised everywhere a name appears »): the players' board and
 * the night sheet show a name that looks like HTML, BBCode or Markdown as it
 * was typed, and make no element of it.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGame, publicView, type GameState } from '../../src/engine';
import { NightSheet } from '../../src/ui/game/NightSheet';
import { PublicBoard } from '../../src/ui/public/PublicBoard';
import { rules, sampleSetup } from './helpers';

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '[/list][url=https://x.invalid]Bruno[/url]',
  '**Chloé**',
  '<b>David</b>',
  '&lt;Emma&gt;',
  '# Félix',
  '- Gaëlle',
  '`Hugo`',
];

function hostileGame(): GameState {
  const setup = sampleSetup();
  const created = createGame(rules, { ...setup, players: setup.players.map((p, i) => ({ ...p, name: HOSTILE[i]! })) });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

/** No element made of a name: no image, no bold, no link, no heading beyond the screen's own. */
const madeOfNames = (root: HTMLElement) => root.querySelectorAll('img, b, a[href*="x.invalid"], script');

describe('des noms qui ressemblent à du balisage', () => {
  it('le tableau public les montre tels qu’ils ont été tapés, sans en faire un élément', () => {
    const { container } = render(
      <PublicBoard frame={{ view: publicView(rules, hostileGame()), vote: null, timers: [] }} />,
    );
    const players = within(screen.getByRole('region', { name: 'Joueurs' }));
    expect(players.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(HOSTILE);
    for (const name of HOSTILE) expect(players.getByRole('listitem', { name }).textContent).toContain(name);
    expect(madeOfNames(container)).toHaveLength(0);
  });

  it('la feuille de nuit montre un titre de partie hostile tel quel', () => {
    const title = '<img src=x onerror=alert(1)> [b]Soirée[/b]';
    const { container } = render(<NightSheet rules={rules} state={hostileGame()} title={title} />);
    expect(container.textContent).toContain(`${title} — feuille de nuit`);
    expect(madeOfNames(container)).toHaveLength(0);
  });
});
