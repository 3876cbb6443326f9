/**
 * The scripts the home screen loads, from Vite's build manifest: the page's
 * entry (`src/boot.ts`), the app it imports as soon as the first paint is
 * done (`src/main.tsx`), and every chunk either imports statically, all the
 * way down. What a screen loads when it is opened (a dynamic import of the
 * app's) is not counted: that is the point of loading it then.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The home screen's scripts (paths under `dist`), or null without a build. */
export function homeScripts(dist: string): string[] | null {
  const path = `${dist}/.vite/manifest.json`;
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit('index.html');
  // The boot starts the app right after the first paint: its code is the home's too.
  for (const k of manifest['index.html']?.dynamicImports ?? []) visit(k);
  if (!files.size) throw new Error('The build manifest has no « index.html » entry.');
  return [...files].filter((f) => f.endsWith('.js'));
}
