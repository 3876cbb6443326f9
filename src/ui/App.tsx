import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { StorageAlerts } from './components/StorageAlerts';
import { UpdateBanner } from './pwa/UpdateBanner';
import { useRoute, type Route } from './router';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { PublicScreen } from './screens/PublicScreen';

// The game and the new-game form (and the engine they need) load on demand.
const NewGameScreen = lazy(() => import('./screens/NewGameScreen'));
const GameScreen = lazy(() => import('./screens/GameScreen'));

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
    default:
      return <NotFoundScreen path={route.path} />;
  }
}

export function App() {
  const route = useRoute();
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
