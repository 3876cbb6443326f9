import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PwaUpdate } from '../../src/ui/pwa/usePwaUpdate';
import { UpdateBanner } from '../../src/ui/pwa/UpdateBanner';

const state: PwaUpdate = {
  updateReady: false,
  offlineReady: false,
  applyUpdate: vi.fn(async () => {}),
  dismiss: vi.fn(),
};

vi.mock('../../src/ui/pwa/usePwaUpdate', () => ({
  usePwaUpdate: (): PwaUpdate => state,
}));

describe('UpdateBanner', () => {
  beforeEach(() => {
    state.updateReady = false;
    state.offlineReady = false;
    state.applyUpdate = vi.fn(async () => {});
    state.dismiss = vi.fn();
  });

  it('reste caché tant qu’aucune mise à jour n’est prête', () => {
    const { container } = render(<UpdateBanner canUpdateNow />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('propose la mise à jour entre deux parties', async () => {
    state.updateReady = true;
    render(<UpdateBanner canUpdateNow />);
    const banner = screen.getByRole('status');
    const button = screen.getByRole('button', { name: 'Mettre à jour maintenant' });
    expect(banner.contains(button)).toBe(true);
    expect(button.style.minHeight).toBe('48px');

    await userEvent.click(button);
    expect(state.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('pendant une partie, annonce seulement la mise à jour sans bouton', () => {
    state.updateReady = true;
    render(<UpdateBanner canUpdateNow={false} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Une nouvelle version est prête\u00a0: elle s’installera entre deux parties.');
    expect(screen.queryByRole('button', { name: 'Mettre à jour maintenant' })).toBeNull();
    expect(state.applyUpdate).not.toHaveBeenCalled();
  });

  it('« Plus tard » masque l’annonce', async () => {
    state.updateReady = true;
    render(<UpdateBanner canUpdateNow />);
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(state.dismiss).toHaveBeenCalledTimes(1);
  });
});
