import type { ReactNode } from 'react';
import { clearNotice, useSession } from '../store/session';
import { AsideList } from './AsideList';
import { HoldBanner } from './HoldBanner';
import { StoragePressure } from './StoragePressure';
import { useFollowStored } from './useFollowStored';
import './recovery.css';

/**
 * The game screen's safety around the game view: read-only (inert) with
 * « Reprendre ici » while another tab holds the game, following the stored
 * log, what the MJ must know (another tab moved the game on), the answers
 * kept aside, and the way out when storage fails.
 */
export function HeldGame({ gameId, children }: { gameId: string; children: ReactNode }) {
  const hold = useSession((s) => s.hold);
  const notice = useSession((s) => s.notice);
  useFollowStored(gameId);
  const readOnly = hold !== 'held';
  return (
    <>
      {readOnly && <HoldBanner />}
      {notice && (
        <div className="notice game-notice" role="status">
          <p>{notice}</p>
          <button type="button" className="btn btn-ghost" onClick={clearNotice}>
            Compris
          </button>
        </div>
      )}
      <StoragePressure />
      <AsideList />
      <div className="held-game" inert={readOnly} data-read-only={readOnly}>
        {children}
      </div>
    </>
  );
}
