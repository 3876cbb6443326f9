/**
 * /public: the players' shared screen, in a second window (a TV, a second
 * monitor). It listens to the MJ window over BroadcastChannel and renders the
 * public frame it receives; it never opens the database nor reads the
 * session store (tests/ui/public-graph.test.ts checks its imports).
 */
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useWakeLock } from '../game/useWakeLock';
import { enterFullscreen, fullscreenAvailable, useIsFullscreen } from '../public/fullscreen';
import { PublicBoard } from '../public/PublicBoard';
import { NarrationToggle } from '../public/NarrationToggle';
import { usePublicFeed } from '../public/usePublicFeed';
import { usePublicNarration } from '../public/usePublicNarration';
import '../styles/public.css';

export default function PublicScreen() {
  const feed = usePublicFeed();
  const fullscreen = useIsFullscreen();
  useWakeLock();
  useDocumentTitle('Écran public');
  // Silent unless the table turned the announcements on, on this screen (NarrationToggle).
  usePublicNarration(feed.status === 'live' ? feed.frame : null);
  // In the board's header, where it covers nothing; gone once the screen is full.
  const fullscreenButton =
    !fullscreen && fullscreenAvailable() ? (
      <button
        type="button"
        className="btn pb-fullscreen"
        onClick={(e) => {
          e.stopPropagation();
          enterFullscreen();
        }}
      >
        Plein écran
      </button>
    ) : null;
  return (
    <div className="public-screen" onClick={enterFullscreen}>
      {feed.status === 'live' ? (
        <PublicBoard
          frame={feed.frame}
          action={
            <>
              <NarrationToggle />
              {fullscreenButton}
            </>
          }
        />
      ) : (
        <div className="pb-waiting" role="status">
          <h1>Écran public</h1>
          {feed.status === 'waiting' ? (
            <>
              <p className="pb-waiting-line">En attente de la table du MJ…</p>
              <p className="pb-muted">Ouvrez une partie dans Veilleur sur cet appareil&nbsp;: cet écran la suivra.</p>
            </>
          ) : (
            <p className="pb-waiting-line">
              Ce navigateur ne peut pas recevoir la partie. Sur la tablette, utilisez plutôt le «&nbsp;Mode
              public&nbsp;».
            </p>
          )}
          {fullscreenButton}
        </div>
      )}
    </div>
  );
}
