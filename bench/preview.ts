/**
 * The built app served by `vite preview` for the benches that drive a browser
 * (tap, lab, odds, Lighthouse): started in its own process group, so that
 * `stop` ends it with its children, and awaited until it answers.
 */
import { spawn } from 'node:child_process';

export interface Preview {
  url: string;
  stop(): void;
}

export async function startPreview(port: number): Promise<Preview> {
  const url = `http://localhost:${port}/`;
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = (): void => {
    try {
      process.kill(-server.pid!);
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('vite preview did not start');
}
