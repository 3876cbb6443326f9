/**
 * Public mode on the tablet: the board, full screen, and nothing of the MJ
 * view (GameScreen does not even render it). A long press on a discreet
 * corner control opens the PIN pad; the right PIN ends public mode.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useWakeLock } from '../game/useWakeLock';
import { gamePath, navigate } from '../router';
import { enterFullscreen, exitFullscreen } from './fullscreen';
import { unlockPublicMode } from './lock';
import { PinPad } from './PinPad';
import { PublicBoard } from './PublicBoard';
import type { PublicFrame } from './protocol';

/** How long the corner control must be held. */
export const LONG_PRESS_MS = 800;

function LongPressCorner({ onLongPress }: { onLongPress: () => void }) {
  const timer = useRef<number | null>(null);
  const stop = (): void => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const start = (): void => {
    stop();
    timer.current = window.setTimeout(() => {
      timer.current = null;
      onLongPress();
    }, LONG_PRESS_MS);
  };
  return (
    <button
      type="button"
      className="pmode-corner"
      aria-label="Vue du MJ (appui long)"
      onPointerDown={(e: ReactPointerEvent) => {
        e.stopPropagation();
        start();
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onKeyDown={(e) => {
        if ((e.key === 'Enter' || e.key === ' ') && !e.repeat) {
          e.preventDefault();
          start();
        }
      }}
      onKeyUp={stop}
      onClick={(e) => e.stopPropagation()}
      onContextMenu={(e) => e.preventDefault()}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}

export function PublicMode({ gameId, frame }: { gameId: string; frame: PublicFrame | null }) {
  const [pad, setPad] = useState(false);
  useWakeLock();
  useDocumentTitle('Écran public');
  return (
    <div className="public-screen public-mode" onClick={enterFullscreen}>
      {frame ? (
        <PublicBoard frame={frame} />
      ) : (
        <p className="pb-waiting" role="status">
          Chargement de la partie…
        </p>
      )}
      <LongPressCorner onLongPress={() => setPad(true)} />
      {pad && (
        <PinPad
          onCancel={() => setPad(false)}
          onUnlock={() => {
            exitFullscreen();
            // Back to this game's MJ view, whatever address was typed meanwhile.
            navigate(gamePath(gameId), { replace: true });
            unlockPublicMode();
          }}
        />
      )}
    </div>
  );
}
