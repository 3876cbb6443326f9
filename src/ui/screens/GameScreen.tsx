import { useEffect, useRef, useState } from 'react';
import { heldCards } from '../../engine';
import { Link } from '../components/Link';
import { Modal } from '../components/Modal';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ActionsMenu } from '../game/ActionsMenu';
import { CallPanel } from '../game/CallPanel';
import { EndPanel } from '../game/EndPanel';
import { GameLog } from '../game/GameLog';
import { GrimoirePanel } from '../game/GrimoirePanel';
import { PhaseProgress } from '../game/PhaseProgress';
import { useGameView } from '../game/useGameView';
import { useRing } from '../game/useRing';
import { useWakeLock } from '../game/useWakeLock';
import { usePublicLock } from '../public/lock';
import { PublicButtons } from '../public/PublicButtons';
import { PublicMode } from '../public/PublicMode';
import { usePublicBroadcast, usePublicFrame } from '../public/usePublicSide';
import { HeldGame } from '../recovery/HeldGame';
import { RecoveryScreen } from '../recovery/RecoveryScreen';
import { back, closeGame, openGame } from '../store/play';
import { useSession, type OpenGame } from '../store/session';
import '../styles/game.css';

/** The game screen at /partie/:id: loads the stored game, then one call per screen. */
export default function GameScreen({ gameId }: { gameId: string }) {
  const load = useSession((s) => s.load);
  const game = useSession((s) => s.game);

  useEffect(() => {
    void openGame(gameId);
    return closeGame;
  }, [gameId]);

  // The players' screen follows this game (second window), or replaces the MJ view (public mode).
  const ready = game && game.gameId === gameId && load.status === 'ready' ? game : null;
  const frame = usePublicFrame(ready);
  usePublicBroadcast(frame);
  const locked = usePublicLock() !== null;
  if (locked) return <PublicMode gameId={gameId} frame={frame} />;

  if (load.status === 'broken' && load.gameId === gameId) return <RecoveryScreen gameId={gameId} broken={load.broken} />;
  if (load.status === 'failed' && load.gameId === gameId) {
    return (
      <main className="page">
        <h1>Partie indisponible</h1>
        <p className="alert" role="alert">
          {load.message}
        </p>
        <Link className="btn btn-primary btn-large" href="/">
          Retour à l’accueil
        </Link>
      </main>
    );
  }
  if (!game || game.gameId !== gameId || load.status !== 'ready') {
    return (
      <p className="loading" role="status">
        Chargement de la partie…
      </p>
    );
  }
  return (
    <HeldGame gameId={gameId}>
      <GameView game={game} />
    </HeldGame>
  );
}

function GameView({ game }: { game: OpenGame }) {
  const view = useGameView(game);
  const notes = useSession((s) => s.notes);
  const [logOpen, setLogOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerClose = useRef<HTMLButtonElement>(null);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const closeDrawer = (): void => {
    setDrawerOpen(false);
    drawerToggle.current?.focus();
  };
  const day1 = view.rules.calendar?.day1;
  useWakeLock();
  useRing(view.effects, view.seq);
  useDocumentTitle(`${view.clock} · ${game.title}`);

  useEffect(() => {
    if (!drawerOpen) return;
    drawerClose.current?.focus();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      setDrawerOpen(false);
      drawerToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="game-screen">
      <header className="game-bar">
        <Link className="btn btn-ghost" href="/" aria-label="Parties : retour à l’accueil (la partie est enregistrée)">
          <span aria-hidden="true">←</span>
          <span className="hide-narrow"> Parties</span>
        </Link>
        <div className="game-heading">
          <h1>{view.clock}</h1>
          <span className="game-title muted">{game.title}</span>
        </div>
        <div className="game-tools">
          <PublicButtons gameId={game.gameId} />
          <button type="button" className="btn" onClick={() => setLogOpen(true)}>
            Journal
          </button>
          <ActionsMenu actions={view.actions} rules={view.rules} state={view.state} nameOf={view.nameOf} />
          <button
            ref={drawerToggle}
            type="button"
            className="btn grimoire-toggle"
            aria-expanded={drawerOpen}
            aria-controls="grimoire-panel"
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            Grimoire
          </button>
        </div>
      </header>

      <div className="game-body">
        <main className="game-main">
          {!view.over && <PhaseProgress items={view.progress} clock={view.clock} />}
          {view.over ? (
            <EndPanel
              gameId={game.gameId}
              end={view.over}
              state={view.state}
              rows={view.rows}
              nameOf={view.nameOf}
              day1={day1}
              cardsOf={(id) => heldCards(view.rules, view.state, id)}
            />
          ) : view.call ? (
            <CallPanel call={view.call} effects={view.effects} seq={view.seq} nameOf={view.nameOf} />
          ) : (
            <StuckPanel />
          )}
        </main>
        <aside id="grimoire-panel" className="game-side" data-open={drawerOpen} aria-label="Grimoire du MJ">
          <button ref={drawerClose} type="button" className="btn drawer-close" onClick={closeDrawer}>
            Fermer le grimoire
          </button>
          <GrimoirePanel gameId={game.gameId} rows={view.rows} notes={notes.players} />
        </aside>
      </div>

      {logOpen && (
        <Modal title="Journal de la partie" onClose={() => setLogOpen(false)} wide>
          <GameLog events={view.state.events} nameOf={view.nameOf} day1={day1} />
        </Modal>
      )}
    </div>
  );
}

/** Defensive: the engine always stops on a call or at the end; if not, offer « Retour ». */
function StuckPanel() {
  return (
    <div className="alert" role="alert">
      <p>Aucun appel n’attend de réponse&nbsp;: la partie semble bloquée.</p>
      <button type="button" className="btn" onClick={() => void back()}>
        Retour
      </button>
    </div>
  );
}
