/**
 * The public screen's protocol: every message shape is checked before the
 * public window trusts it, and the « hello » handshake works over a real
 * BroadcastChannel (Node's).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { publicVote, publicView } from '../../src/engine';
import { openPublicChannel, type PublicChannel } from '../../src/ui/public/channel';
import {
  bye,
  hello,
  parseMessage,
  PROTOCOL,
  viewMessage,
  type PublicFrame,
  type PublicMessage,
} from '../../src/ui/public/protocol';
import { play, rules, TO_DAY_VOTE } from './helpers';

function frame(): PublicFrame {
  const s = play(TO_DAY_VOTE).state;
  return {
    view: publicView(rules, s),
    vote: publicVote(rules, s, { j4: 'j1', j1: null }),
    timers: [{ label: 'Le débat', totalMs: 180_000, remainingMs: 90_000, running: true, endsAt: 1_700_000_090_000 }],
  };
}

/** A deep copy with one change, for the shapes that must be refused. */
function tampered(f: (m: Record<string, any>) => void): unknown {
  const m = structuredClone(viewMessage('mj', 1, frame())) as Record<string, any>;
  f(m);
  return m;
}

describe('message shapes', () => {
  it('accepts the messages Veilleur sends, with a real game’s view and vote', () => {
    expect(parseMessage(hello('a'))).toEqual(hello('a'));
    expect(parseMessage(bye('a'))).toEqual(bye('a'));
    const view = viewMessage('mj', 42, frame());
    expect(parseMessage(structuredClone(view))).toEqual(view);
    expect(parseMessage(structuredClone(viewMessage('mj', 42, { ...frame(), vote: null, timers: [] })))).not.toBeNull();
  });

  it('accepts every kind of block a ruleset may add', () => {
    const blocks = [
      { kind: 'banner', title: 'Dimanche', text: 'Pas de mort.' },
      { kind: 'lines', title: 'Loi du jour', lines: ['Le vote blanc est interdit'] },
      { kind: 'countdown', title: 'Échéance', endsAt: 1_800_000_000_000 },
      { kind: 'tally', title: 'Boutique', rows: [{ label: 'Pigeon', count: 2 }], note: 'Ouverte' },
      { kind: 'holders', title: 'Mariages', rows: [{ players: ['j1', 'j2'] }, { players: ['j3'], label: 'veuve' }] },
    ];
    expect(parseMessage(tampered((m) => (m.view.blocks = blocks)))).not.toBeNull();
  });

  it.each([
    ['not an object', 'bonjour'],
    ['null', null],
    ['another protocol', { ...hello('a'), protocol: 'autre-appli' }],
    ['another version', { ...hello('a'), v: 1 }],
    ['an unknown type', { ...hello('a'), type: 'etat' }],
    ['no sender', { protocol: PROTOCOL, v: 2, type: 'hello' }],
    ['a view without its projection', tampered((m) => delete m.view)],
    ['a player without a name', tampered((m) => delete m.view.players[0].name)],
    ['a player whose « alive » is text', tampered((m) => (m.view.players[0].alive = 'oui'))],
    ['an unknown phase', tampered((m) => (m.view.clock.phase = 'sieste'))],
    ['an unknown block', tampered((m) => m.view.blocks.push({ kind: 'html', title: 'x', html: '<b>' }))],
    ['a malformed block', tampered((m) => m.view.blocks.push({ kind: 'lines', title: 'Loi' }))],
    ['a vote with a bad count', tampered((m) => (m.vote.ranking[0].votes = 'deux'))],
    ['a timer without its end', tampered((m) => delete m.timers[0].endsAt)],
    ['a huge text', tampered((m) => (m.view.players[0].name = 'x'.repeat(5000)))],
    ['a non-finite number', tampered((m) => (m.activeAt = Number.NaN))],
  ])('refuses %s', (_what, data) => {
    expect(parseMessage(data)).toBeNull();
  });
});

describe('the handshake over BroadcastChannel', () => {
  const open: PublicChannel[] = [];
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });

  /** Messages a channel receives, awaited. */
  function listen(): { channel: PublicChannel; next: () => Promise<PublicMessage> } {
    const queue: PublicMessage[] = [];
    let wake: (() => void) | null = null;
    const channel = openPublicChannel((m) => {
      queue.push(m);
      wake?.();
    })!;
    open.push(channel);
    return {
      channel,
      next: async () => {
        while (queue.length === 0) await new Promise<void>((r) => (wake = r));
        return queue.shift()!;
      },
    };
  }

  it('a late window says hello and gets the current view at once; anything malformed on the channel is ignored', async () => {
    const f = frame();
    // The MJ window answers every hello with its view.
    const mj = listen();
    const mjLoop = (async () => {
      const m = await mj.next();
      if (m.type === 'hello') mj.channel.post(viewMessage('mj', 7, f));
    })();

    const pub = listen();
    // A stranger on the same channel name: its messages never reach the callback.
    const raw = new BroadcastChannel('veilleur-public');
    raw.postMessage({ type: 'view', view: { players: 'tous les rôles' } });
    raw.postMessage('bonjour');
    raw.close();
    pub.channel.post(hello('public'));
    await mjLoop;
    const answer = await pub.next();
    expect(answer.type).toBe('view');
    expect(answer).toMatchObject({ from: 'mj', activeAt: 7, view: f.view });
  });
});
