/**
 * « Évolution » in the background (issue 24: « computed in the background,
 * idle time, cancelled by any tap, and kept with the game »). The main thread
 * only posts the game's answers to one worker and stores what comes back: the
 * replay and the games are the worker's. The figures kept are the very ones
 * the dialog computes on its workers for the same game; a stopped run's
 * worker is terminated and nothing it still sends is kept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { chartSeqs, statesOf } from '../../src/balance/odds-timeline';
import { defaultOddsPolicy } from '../../src/balance/odds-players';
import { runInBackground } from '../../src/ui/odds/background';
import { evolution, evolutionData, onPool } from '../../src/ui/odds/evolution';
import { GAMES_PER_CALL } from '../../src/ui/odds/games';
import { OddsPool, type OddsWorkerLike } from '../../src/ui/odds/pool';
import type { FromOddsWorker, ToOddsWorker } from '../../src/ui/odds/protocol';
import { workOdds } from '../../src/ui/odds/work';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { loadOdds, type OddsPointData } from '../../src/storage';
import { moduleGraph } from '../support/module-graph';

/** The worker's code run in-process, each message on a later turn, through JSON as a structured clone would. */
function fakeWorker(sent: ToOddsWorker[] = []): OddsWorkerLike {
  const w: OddsWorkerLike = {
    onmessage: null,
    postMessage(message: ToOddsWorker) {
      sent.push(message);
      const copy = JSON.parse(JSON.stringify(message)) as ToOddsWorker;
      setTimeout(() => void workOdds(copy, (m: FromOddsWorker) => setTimeout(() => w.onmessage?.({ data: m }))));
    },
    terminate() {
      w.onmessage = null;
    },
  };
  return w;
}

// docs/scenarios/thiercelieux-des.json up to two answers past the second dawn: a game still going.
const whole = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const turns = chartSeqs(statesOf(thiercelieux, whole.setup, whole.answers));
const game = { setup: whole.setup, answers: whole.answers.slice(0, turns[3]! + 2) };
const policy = defaultOddsPolicy('thiercelieux');
const bySeq = (points: readonly OddsPointData[]) => [...points].sort((a, b) => a.seq - b.seq);

describe('« Évolution » in the background', () => {
  let kept: OddsPointData[] = [];

  it('keeps the very points and evolution the dialog computes, the game replayed in the worker', async () => {
    const sent: ToOddsWorker[] = [];
    const run = runInBackground('bg-same', thiercelieux, game, () => fakeWorker(sent));
    expect(await run.done).toBe('done');
    // One message: the answers (the worker replays them), not a state per point.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'evolution', job: { answers: game.answers, games: GAMES_PER_CALL, policy } });
    const stored = await loadOdds('bg-same', game.answers);

    const computed: OddsPointData[] = [];
    const pool = new OddsPool(2, () => fakeWorker());
    const dialog = await evolution(thiercelieux, game, GAMES_PER_CALL, policy, onPool(pool), {
      progress: () => {},
      cancelled: () => false,
      setRun: () => {},
      computed: (p) => computed.push(p),
      current: false,
    });
    pool.close();
    expect(stored.evolution).toEqual(evolutionData(dialog, GAMES_PER_CALL, policy));
    expect(bySeq(stored.points)).toEqual(bySeq(computed));
    // The dawns and days up to the call the game is at (not that call: it is no turn of the game).
    expect(dialog.points.map((p) => p.seq)).toEqual(turns.slice(0, 4));
    kept = stored.points;
  });

  it('leaves the replay and the games to the worker: the main thread’s module reaches neither', () => {
    const graph = moduleGraph('src/ui/odds/background.ts');
    expect(graph.has('src/ui/odds/background.ts')).toBe(true);
    expect(graph.has('src/balance/odds-timeline.ts')).toBe(false);
    expect(graph.has('src/ui/odds/evolution.ts')).toBe(false);
  });

  it('once stopped, terminates its worker and keeps nothing the worker still sends', async () => {
    expect(kept.length).toBeGreaterThan(2);
    let terminated = 0;
    const sent: ToOddsWorker[] = [];
    const held: OddsWorkerLike = {
      onmessage: null,
      onfail: null,
      postMessage: (m) => sent.push(m),
      terminate: () => terminated++,
    };
    const run = runInBackground('bg-stop', thiercelieux, game, () => held);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const reply = held.onmessage!;
    const [first, second] = bySeq(kept);
    reply({ data: { type: 'point', id: 1, point: first! } });
    await vi.waitFor(async () => expect((await loadOdds('bg-stop', game.answers)).points).toHaveLength(1));

    run.stop();
    expect(terminated).toBe(1);
    expect(held.onmessage).toBeNull();
    // What a worker posted just before it ended still arrives: none of it is kept.
    reply({ data: { type: 'point', id: 1, point: second! } });
    reply({
      data: {
        type: 'evolved',
        id: 1,
        evolution: { key: first!.key, games: GAMES_PER_CALL, policy, points: [], moves: [] },
      },
    });
    expect(await run.done).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 50));
    const after = await loadOdds('bg-stop', game.answers);
    expect(after.points).toEqual([first]);
    expect(after.evolution).toBeNull();
  });
});
