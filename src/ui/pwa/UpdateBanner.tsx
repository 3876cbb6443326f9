import { useState, type CSSProperties } from 'react';
import { usePwaUpdate } from './usePwaUpdate';

export interface UpdateBannerProps {
  /** True when no game is running (the MJ is between games): the update may be applied now. */
  canUpdateNow: boolean;
}

const bannerStyle: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  padding: '0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom, 0px))',
  background: '#1c212b',
  color: '#f1e9c6',
  borderTop: '1px solid #3a4252',
  fontSize: '1rem',
  lineHeight: 1.4,
};

const buttonBase: CSSProperties = {
  minHeight: 48,
  minWidth: 48,
  padding: '0 1.25rem',
  borderRadius: 8,
  fontSize: '1rem',
  fontWeight: 600,
  cursor: 'pointer',
};

const primaryButton: CSSProperties = {
  ...buttonBase,
  background: '#f1e9c6',
  color: '#0f1115',
  border: '1px solid #f1e9c6',
};

const secondaryButton: CSSProperties = {
  ...buttonBase,
  background: 'transparent',
  color: '#f1e9c6',
  border: '1px solid #5a6376',
};

/**
 * Tells the MJ that a new version of Veilleur is ready. It never interrupts a
 * game: during a game it only says the update will come between two games;
 * between games it offers to update now. Mount it once, at the app's root (it
 * also registers the service worker through usePwaUpdate).
 */
export function UpdateBanner({ canUpdateNow }: UpdateBannerProps) {
  const { updateReady, applyUpdate, dismiss } = usePwaUpdate();
  const [applying, setApplying] = useState(false);

  if (!updateReady) return null;

  const onUpdate = (): void => {
    setApplying(true);
    applyUpdate().catch(() => setApplying(false));
  };

  return (
    <div role="status" aria-live="polite" style={bannerStyle} data-testid="update-banner">
      {canUpdateNow ? (
        <>
          <span>Une nouvelle version de Veilleur est prête.</span>
          <button type="button" style={primaryButton} onClick={onUpdate} disabled={applying}>
            {applying ? 'Mise à jour…' : 'Mettre à jour maintenant'}
          </button>
          <button type="button" style={secondaryButton} onClick={dismiss} disabled={applying}>
            Plus tard
          </button>
        </>
      ) : (
        <span>Une nouvelle version est prête&nbsp;: elle s’installera entre deux parties.</span>
      )}
    </div>
  );
}
