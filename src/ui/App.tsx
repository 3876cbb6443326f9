import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { StorageAlerts } from './components/StorageAlerts';
import { UpdateBanner } from './pwa/UpdateBanner';
import { usePublicLock } from './public/lock';
import { useRoute, type Route } from './router';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';

// The game, the new-game form (and the engine they need) and the players' screen load on demand.
const NewGameScreen = lazy(() => import('./screens/NewGameScreen'));
const GameScreen = lazy(() => import('./screens/GameScreen'));
const PublicScreen = lazy(() => import('./screens/PublicScreen'));
const BalanceScreen = lazy(() => import('./balance/BalanceScreen'));
const JoinScreen = lazy(() => import('./room/JoinScreen'));
const StatsScreen = lazy(() => import('./stats/StatsScreen'));

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <HomeScreen />;
    case 'new':
      return <NewGameScreen />;
    case 'game':
      return <GameScreen key={route.id} gameId={route.id} />;
    case 'public':
      return <PublicScreen />;
    case 'balance':
      return <BalanceScreen />;
    case 'join':
      return <JoinScreen />;
    case 'stats':
      return <StatsScreen />;
    default:
      return <NotFoundScreen path={route.path} />;
  }
}

export function App() {
  const path = useRoute();
  // Public mode on this tablet: every MJ screen shows the locked game's public board until the PIN.
  const locked = usePublicLock();
  const route: Route = locked !== null && path.name !== 'public' ? { name: 'game', id: locked } : path;
  return (
    <ErrorBoundary>
      <StorageAlerts />
      <Suspense fallback={<p className="loading">Chargement…</p>}>
        <Screen route={route} />
      </Suspense>
      {/* Mounted once: it registers the service worker. Updating is offered only between games. */}
      <UpdateBanner canUpdateNow={route.name === 'home'} />
    </ErrorBoundary>
  );
}
