/**
 * The day's thread read at the day's vote book (engine/message-thread.ts):
 * players vote on the forum and may change their vote until the deadline
 * (002_8a15d59d81dc3fa5.txt:18; 003_7860fbf4cb88296e.txt:15); each living
 * player's last vote is his order. The pages below are written in our own
 * words, in the three layouts read: phpBB's « par X » date » headers,
 * forumactif's name-and-date lines, and a BBCode export of quotes.
 */
import { describe, expect, it } from 'vitest';
import { pasteMessage } from '../../src/engine/message-paste';
import { pasteThread, type PastedThread } from '../../src/engine/message-thread';
import { lychantropiaMessages } from '../../src/rulesets/lychantropia/messages';
import { firstDay, firstNight } from '../lychantropia/fixtures';

type Read = Extract<PastedThread, { ok: true }>;

function read(t: ReturnType<typeof firstDay>, text: string): Read {
  const r = pasteThread(lychantropiaMessages, t.rules, t.state, text);
  if (!r.ok) throw new Error(r.error);
  return r;
}

/** Each order's player and value, by names. */
const votes = (t: ReturnType<typeof firstDay>, r: Read) =>
  Object.fromEntries(
    r.orders.map((o) => [
      t.state.players[o.put.player]!.name,
      (o.put.value as string[]).map((id) => t.state.players[id]!.name),
    ]),
  );

const PHPBB = [
  'Jour 1 : le village se réveille',
  'par MJ Corentin » 12 mars 2026, 08:00',
  'Bonjour à tous. Deadline à 21:00.',
  '',
  'par Emma » 12 mars 2026, 09:12',
  'Je trouve Ana bien silencieuse.',
  'VOTE Ana',
  '',
  'par Farid » 12 mars 2026, 10:40',
  'Emma a écrit :',
  'VOTE Ana',
  '',
  'Pas convaincu. vote : bruno',
  '',
  'par Un Curieux » 12 mars 2026, 11:00',
  'Je vote contre Hugo, moi !',
  '',
  'par David » 12 mars 2026, 11:30',
  'Emma a écrit :',
  'VOTE Ana',
  '',
  'Je réserve mon avis.',
  '',
  'par Emma » 12 mars 2026, 15:30',
  'UNVOTE',
  'Finalement je vote contre Bruno.',
  '',
  'par Gaëlle » 12 mars 2026, 16:02',
  'je vote Ana',
  'je retire mon vote',
  '',
  'par Hugo » 12 mars 2026, 21:05',
  'VOTE Chloé',
].join('\n');

describe('a phpBB page copied as text', () => {
  it('gives each player’s last vote; a quote, an unvote and a spectator give none (002:18)', () => {
    const t = firstDay();
    const r = read(t, PHPBB);
    expect(votes(t, r)).toEqual({ Emma: ['Bruno'], Farid: ['Bruno'], Hugo: ['Chloé'] });
    expect(r.orders.find((o) => o.put.player === t.id('Farid'))).toMatchObject({ line: 13 });
    expect(r.unvoted).toEqual([t.id('Gaëlle')]);
    expect(r.authors.find((a) => a.player === t.id('David'))).toMatchObject({ posts: 1, votes: [] });
    expect(r.ignored.map((a) => a.name)).toEqual(['MJ Corentin', 'Un Curieux']);
    expect(r.authors.find((a) => a.player === t.id('Emma'))).toMatchObject({
      posts: 2,
      votes: [{ line: 7 }, { line: 25, value: null }, { line: 26 }],
    });
    // Nothing is written: the answers wait for « Tout accepter ».
    expect(t.state.rs.book.orders).toEqual([]);
    expect(r.answers).toHaveLength(3);
  });

  it('takes back a vote already in the book when the player’s last word in the thread is an unvote (002:18)', () => {
    const t = firstDay();
    t.put('Gaëlle', 'vote', [t.id('Ana')]).put('David', 'vote', [t.id('Ana')]);
    const r = read(t, PHPBB);
    // Gaëlle unvoted last: her vote in the book goes; David posted no vote: his stays.
    expect(r.answers.filter((a) => 'cancel' in (a.value as object)).map((a) => a.value)).toEqual([
      { cancel: { player: t.id('Gaëlle'), kind: 'vote' } },
    ]);
    for (const a of r.answers) t.playCurrent(a.value);
    const book = t.state.rs.book.orders.map((o) => [t.state.players[o.player]!.name, o.kind]);
    expect(book).toContainEqual(['David', 'vote']);
    expect(book).not.toContainEqual(['Gaëlle', 'vote']);
  });

  it('leaves out a vote posted after the book’s deadline, and shows it as late', () => {
    const t = firstDay();
    t.playCurrent({ deadline: 'jeudi 12 mars 2026 à 21 h 00' });
    const r = read(t, PHPBB);
    expect(votes(t, r)).toEqual({ Emma: ['Bruno'], Farid: ['Bruno'] });
    expect(r.authors.find((a) => a.player === t.id('Hugo'))!.votes).toMatchObject([{ late: true }]);
  });
});

describe('a forumactif page and a BBCode export', () => {
  it('reads the name-and-date header lines', () => {
    const t = firstDay();
    const page = [
      'Emma',
      'Lun 12 Mar - 9:12',
      'vote : Ana',
      '',
      'Spectateur du dimanche',
      'Lun 12 Mar - 9:30',
      'VOTE David',
      '',
      'Farid',
      'Lun 12 Mar - 10:01',
      'je vote contre emma',
    ].join('\n');
    const r = read(t, page);
    expect(votes(t, r)).toEqual({ Emma: ['Ana'], Farid: ['Emma'] });
    expect(r.ignored).toMatchObject([{ name: 'Spectateur du dimanche', posts: 1 }]);
  });

  it('takes a player’s name alone on a line as an author only on a page without other headers', () => {
    const t = firstDay();
    expect(votes(t, read(t, 'Emma\nVOTE Ana\n\nFarid\nje vote Bruno'))).toEqual({ Emma: ['Ana'], Farid: ['Bruno'] });
    const r = read(t, 'par Emma » 09:00\nVOTE Ana\nMon vote pour demain :\nBruno\nVOTE Hugo');
    expect(votes(t, r)).toEqual({ Emma: ['Hugo'] });
    expect(r.authors.map((a) => a.player)).toEqual([t.id('Emma')]);
  });

  it('reads top-level quotes as posts, never a quote inside one', () => {
    const t = firstDay();
    const page = [
      '[quote="Emma"]VOTE Ana[/quote]',
      '[quote="Farid"][quote="Emma"]VOTE Ana[/quote]',
      'Je vote contre Bruno[/quote]',
      '[quote="Gaëlle"]',
      '[quote=Farid]Je vote contre Bruno[/quote]',
      'Bien dit.',
      '[/quote]',
    ].join('\n');
    const r = read(t, page);
    expect(votes(t, r)).toEqual({ Emma: ['Ana'], Farid: ['Bruno'] });
    expect(r.orders.map((o) => o.line)).toEqual([1, 3]);
    expect(r.authors.find((a) => a.player === t.id('Gaëlle'))).toMatchObject({ posts: 1, votes: [] });
  });
});

describe('the book’s verdict and bad input', () => {
  it('refuses a dead player’s vote with the book’s reason and line (only the living vote, 002:18)', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Hugo']).close().until('jour');
    const r = read(t, 'par Hugo » 10:00\nVOTE Ana\n\npar Emma » 10:05\nVOTE Ana');
    expect(r.orders).toMatchObject([
      { put: { player: t.id('Hugo') }, ok: false, rule: '002:18' },
      { put: { player: t.id('Emma') }, ok: true },
    ]);
    expect(r.answers).toHaveLength(1);
  });

  it('flags a vote naming nobody, and answers bad pages with a French message', () => {
    const t = firstDay();
    const r = read(t, 'par Emma » 10:00\nVOTE Zorglub\n\npar Farid » 10:05\nVOTE Ana');
    expect(r.unread).toMatchObject([{ line: 2 }]);
    const error = (text: string) => {
      const x = pasteThread(lychantropiaMessages, t.rules, t.state, text);
      return x.ok ? null : x.error;
    };
    expect(error('x'.repeat(1_000_000))).toMatch(/trop long/);
    expect(error('\u0000\u0001PK\u0003')).toMatch(/illisibles/);
    expect(error('par Zoé » 10:00\nVOTE Yann\n\npar Xavier » 10:05\nVOTE Zoé')).toMatch(/est-ce bien le fil/);
    expect(error('La recette des crêpes\nMélangez la farine et les œufs.')).toMatch(/Aucun message reconnu/);
    expect(error('par Emma » 10:00\nBonne journée à tous')).toMatch(/Aucun vote lu/);
    expect(t.state.rs.book.orders).toEqual([]);
  });

  it('is read at the day’s vote book only', () => {
    const t = firstNight();
    const r = pasteThread(lychantropiaMessages, t.rules, t.state, 'par Emma » 10:00\nVOTE Ana');
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.error).toBe(
      'Le fil du jour se lit au carnet des votes de la journée : aucun vote ne se saisit maintenant.',
    );
  });
});

describe('an unvote in a private message', () => {
  it('is listed as not read: a vote is taken back in the thread (002:18), never entered from a message', () => {
    const t = firstDay();
    const r = pasteMessage(lychantropiaMessages, t.rules, t.state, t.id('Emma'), 'VOTE Ana\nje retire mon vote');
    if (!r.ok) throw new Error(r.error);
    expect(r.orders.map((o) => o.put.kind)).toEqual(['vote']);
    expect(r.unread).toMatchObject([{ line: 2 }]);
  });
});
