import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { effectOf, heldCards } from '../../engine';
import { Link } from '../components/Link';
import { Menu } from '../components/Menu';
import { Modal } from '../components/Modal';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ActionsMenu } from '../game/ActionsMenu';
import { CallPanel } from '../game/CallPanel';
import { EndPanel } from '../game/EndPanel';
import { GameLog } from '../game/GameLog';
import { AnnouncePanel } from '../game/AnnouncePanel';
import { GrimoirePanel } from '../game/GrimoirePanel';
import { NightSheet } from '../game/NightSheet';
import { PhaseProgress } from '../game/PhaseProgress';
import { RoleReference } from '../game/RoleReference';
import { RollPanel } from '../game/RollPanel';
import { useGameView } from '../game/useGameView';
import { followGame, holdWarmOdds, startOdds, warmingSettled, warmOdds } from '../odds/early';
import { useOddsAhead } from '../odds/useOddsAhead';
import { useBackgroundOdds } from '../odds/useBackgroundOdds';
import { useRing } from '../game/useRing';
import { useWakeLock } from '../game/useWakeLock';
import { usePublicLock } from '../public/lock';
import { PublicButtons } from '../public/PublicButtons';
import { PublicMode } from '../public/PublicMode';
import { usePublicBroadcast, usePublicFrame } from '../public/usePublicSide';
import { AddScreenButton } from '../room/AddScreen';
import { useRoomHost } from '../room/useRoomHost';
import { HeldGame } from '../recovery/HeldGame';
import { RecoveryScreen } from '../recovery/RecoveryScreen';
import { back, closeGame, openGame } from '../store/play';
import { useSession, type OpenGame } from '../store/session';
import { openVoiceSettings, VoiceControls } from '../voice/VoiceControls';
import '../styles/game.css';

/** « Pronostic » (issue 24): loaded when the MJ opens it. */
const OddsPanel = lazy(() => import('../odds/OddsPanel'));

/**
 * « Pronostic »'s dialog and its chart (Observable Plot), fetched and compiled
 * as « Outils » opens rather than at the tap, where they took the screen's
 * thread while the workers ran (the same chunks `lazy` loads: the browser
 * keeps each module once).
 */
function loadOddsCode(): void {
  void import('../odds/OddsPanel').catch(() => {});
  void import('../odds/OddsChart').catch(() => {});
}
const EndEvolution = lazy(() => import('../odds/EndEvolution'));

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
  useRoomHost(ready, frame);
  const locked = usePublicLock() !== null;
  if (locked) return <PublicMode gameId={gameId} frame={frame} />;

  if (load.status === 'broken' && load.gameId === gameId)
    return <RecoveryScreen gameId={gameId} broken={load.broken} />;
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
  const roll = useSession((s) => s.roll);
  const held = useSession((s) => s.hold) === 'held';
  const [dialog, setDialog] = useState<'log' | 'roles' | 'night' | 'odds' | null>(null);
  const inPlay = useMemo(() => new Set(view.state.setup.composition), [view.state.setup.composition]);
  const announce = effectOf(view.effects, 'announce');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerClose = useRef<HTMLButtonElement>(null);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const closeDrawer = (): void => {
    setDrawerOpen(false);
    drawerToggle.current?.focus();
  };
  const day1 = view.rules.calendar?.day1;
  useWakeLock();
  useRing(view.effects, view.callKey);
  // « Évolution » kept up to date in idle time by the tab that holds the game (issue 24); not while
  // « Pronostic » is open, whose own workers then want the cores; nor while they warm up (their games come first).
  useBackgroundOdds(game.gameId, view.rules, game.timeline, held && dialog !== 'odds', warmingSettled);
  // « Pronostic »'s workers warmed ahead while the screen is quiet, kept hot for the screen, ended with it
  // (not once the game is over: its odds are known without a game played).
  useEffect(holdWarmOdds, []);
  // The call the game is at, for the run « Pronostic » kept with the game there (read back as the game opens).
  useEffect(
    () => void followGame(game.gameId, view.state, game.timeline.answers),
    [game.gameId, view.state, game.timeline.answers],
  );
  useOddsAhead(view.state, held && dialog !== 'odds' && !view.state.ended);
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
        <Link
          className="btn btn-ghost"
          href="/"
          aria-label={'Parties\u00a0: retour à l’accueil (la partie est enregistrée)'}
        >
          <span aria-hidden="true">←</span>
          <span className="hide-narrow"> Parties</span>
        </Link>
        <div className="game-heading">
          <h1>{view.clock}</h1>
          <span className="game-title muted">{game.title}</span>
        </div>
        <div className="game-tools">
          {/* « Pronostic »'s workers warm up and its code loads as the menu opens (issue 24: the tap finds them ready). */}
          <Menu label="Outils" onOpen={() => (loadOddsCode(), warmOdds(view.state))}>
            {(close) => (
              <>
                <button type="button" className="btn menu-item" onClick={() => (close(), setDialog('roles'))}>
                  Rôles
                </button>
                <button type="button" className="btn menu-item" onClick={() => (close(), setDialog('night'))}>
                  Feuille de nuit
                </button>
                <button type="button" className="btn menu-item" onClick={() => (close(), setDialog('log'))}>
                  Journal
                </button>
                <button
                  type="button"
                  className="btn menu-item"
                  onClick={() => (close(), startOdds(view.state), setDialog('odds'))}
                >
                  Pronostic
                </button>
                <button type="button" className="btn menu-item" onClick={() => (close(), openVoiceSettings())}>
                  Voix
                </button>
                <PublicButtons gameId={game.gameId} onWindowOpened={close} />
                <AddScreenButton gameId={game.gameId} players={view.rows} />
              </>
            )}
          </Menu>
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
          <VoiceControls
            gameId={game.gameId}
            rules={view.rules}
            state={view.state}
            call={view.call}
            callKey={view.callKey}
            effects={view.effects}
            seq={view.seq}
          />
          {roll ? (
            <RollPanel roll={roll} />
          ) : view.over ? (
            <>
              {announce && <AnnouncePanel lines={announce.lines} />}
              <EndPanel
                gameId={game.gameId}
                end={view.over}
                state={view.state}
                rows={view.rows}
                nameOf={view.nameOf}
                day1={day1}
                cardsOf={(id) => heldCards(view.rules, view.state, id)}
              />
              <Suspense fallback={null}>
                <EndEvolution gameId={game.gameId} rules={view.rules} game={game.timeline} />
              </Suspense>
            </>
          ) : view.call ? (
            <CallPanel
              call={view.call}
              effects={view.effects}
              seq={view.seq}
              callKey={view.callKey}
              nameOf={view.nameOf}
              book={view.book}
              progress={<PhaseProgress items={view.progress} clock={view.clock} />}
            />
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

      {dialog === 'log' && (
        <Modal title="Journal de la partie" onClose={() => setDialog(null)} wide>
          <GameLog events={view.state.events} nameOf={view.nameOf} day1={day1} />
        </Modal>
      )}
      {dialog === 'roles' && (
        <Modal title={`Rôles — ${view.rules.name}`} onClose={() => setDialog(null)} wide>
          <RoleReference rules={view.rules} inPlay={inPlay} />
        </Modal>
      )}
      {dialog === 'odds' && (
        <Modal title="Pronostic" onClose={() => setDialog(null)} wide>
          <Suspense fallback={<p role="status">Chargement…</p>}>
            <OddsPanel
              gameId={game.gameId}
              rules={view.rules}
              state={view.state}
              answers={game.timeline.answers}
              clock={view.clock}
            />
          </Suspense>
        </Modal>
      )}
      {dialog === 'night' && (
        <Modal title="Feuille de nuit" onClose={() => setDialog(null)} wide>
          <NightSheet rules={view.rules} state={view.state} title={game.title} />
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
