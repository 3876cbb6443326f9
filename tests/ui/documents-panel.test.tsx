import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallView, TextDoc } from '../../src/engine';
import { CallPanel } from '../../src/ui/game/CallPanel';
import { DocumentsPanel } from '../../src/ui/game/DocumentsPanel';

const NAMES: Record<string, string> = { p1: 'Ana', p2: 'Bruno' };
const nameOf = (id: string) => NAMES[id] ?? id;

const post: TextDoc = {
  id: 'aube',
  title: 'Post public\u00a0: Aube du jour 2',
  audience: { to: 'public' },
  blocks: [
    { kind: 'heading', text: ['Aube du jour 2'] },
    { kind: 'paragraph', text: [{ bold: 'Ana' }, ' a été retrouvée morte.'] },
  ],
};
const pm: TextDoc = {
  id: 'pm-p2',
  title: 'Message privé à Bruno',
  audience: { to: 'players', ids: ['p2'] },
  blocks: [{ kind: 'paragraph', text: ['Vous êtes charmé·e.'] }],
};

/** After `userEvent.setup()`, which installs a clipboard of its own. */
function clipboard() {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
});

describe('les textes à copier', () => {
  it('chaque texte a son destinataire, son aperçu et ses deux boutons « Copier »', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    render(<DocumentsPanel docs={[post, pm]} nameOf={nameOf} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Post public\u00a0: Aube du jour 2',
      'Message privé à Bruno',
    ]);
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText('Pour Bruno')).toBeTruthy();
    expect(cards[0]!.querySelector('pre')!.textContent).toBe('Aube du jour 2\nAna a été retrouvée morte.');

    await user.click(
      screen.getByRole('button', {
        name: 'Copier «\u00a0Post public\u00a0: Aube du jour 2\u00a0» pour un forum (BBCode)',
      }),
    );
    expect(writeText).toHaveBeenLastCalledWith(
      '[size=150][b]Aube du jour 2[/b][/size]\n\n[b]Ana[/b] a été retrouvée morte.',
    );
    expect((await screen.findAllByRole('status'))[0]!.textContent).toBe('Copié (BBCode)');

    await user.click(screen.getByRole('button', { name: 'Copier «\u00a0Message privé à Bruno\u00a0» en Markdown' }));
    expect(writeText).toHaveBeenLastCalledWith('Vous êtes charmé·e.');
  });

  it('sans presse-papiers, le dit au MJ', async () => {
    const user = userEvent.setup();
    // user-event installs its own clipboard: take it away.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    render(<DocumentsPanel docs={[pm]} nameOf={nameOf} />);
    await user.click(screen.getByRole('button', { name: 'Copier «\u00a0Message privé à Bruno\u00a0» en Markdown' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Copie impossible\u00a0: sélectionnez le texte de l’aperçu.',
    );
  });

  it('l’appel en cours les montre quand il en offre, et rien sinon', () => {
    const call: CallView = {
      step: 'aube',
      title: 'L’aube',
      line: 'Publiez.',
      notes: [],
      inert: null,
      prompt: { kind: 'ack', label: 'Publié' },
      reaction: false,
    };
    const { unmount } = render(<CallPanel call={call} effects={[]} seq={3} nameOf={nameOf} />);
    expect(screen.queryByRole('region', { name: 'Textes à copier' })).toBeNull();
    unmount();
    render(<CallPanel call={call} effects={[{ type: 'documents', docs: [post] }]} seq={3} nameOf={nameOf} />);
    expect(screen.getByRole('region', { name: 'Textes à copier' })).toBeTruthy();
  });
});
