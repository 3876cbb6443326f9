import { useEffect, useState, type ComponentType } from 'react';

type ListProps = { onMessage: (text: string, isError: boolean) => void };

/** The line the pre-rendered page shows until the saved games are read. */
export const LOADING_GAMES = 'Chargement des parties…';

/**
 * The saved games, loaded after the first render: the list needs the
 * database (Dexie and the stored games' code, about 40 KB gzipped), which
 * would otherwise hold back the home screen's first interactive render. The
 * first render, on the server (src/ui/prerender.tsx) and in the browser, is
 * the same waiting line, so hydration adopts it unchanged.
 */
export function SavedGames({ onMessage }: ListProps) {
  const [List, setList] = useState<ComponentType<ListProps> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./GameList').then(
      (m) => live && setList(() => m.GameList),
      (err: unknown) =>
        live &&
        setFailed(`Les parties n’ont pas pu être chargées. ${err instanceof Error ? err.message : String(err)}`),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <p className="alert">{failed}</p>;
  if (!List) return <p className="muted">{LOADING_GAMES}</p>;
  return <List onMessage={onMessage} />;
}
