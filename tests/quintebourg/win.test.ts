/**
 * The end of the game (000_a045abd3825f1297.txt:122-164, 255-258): when the
 * game stops, each camp's condition, the order of the table when a player
 * belongs to several camps, and why each winner wins.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import type { QState } from '../../src/rulesets/quintebourg/types';
import { setHeld } from '../../src/rulesets/quintebourg/coins';
import { checkEnd, idealistsNeed, IDEALISTS } from '../../src/rulesets/quintebourg/win';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

type Seats = [string, string][];

/** Test scaffolding: change the state as earlier nights would have. */
function set(t: Table, f: (d: Draft<GameState<QState>>) => void): void {
  t.state = produce(t.state, f);
}

function healths(t: Table, h: Record<string, string>): void {
  set(t, (d) => {
    for (const [who, x] of Object.entries(h)) {
      d.players[t.id(who)]!.health = x;
      d.players[t.id(who)]!.announced.health = x === 'Q' ? 'M' : x;
    }
  });
}

/** Everyone Q but the named players, who keep their health (I) or get the given one. */
function allQBut(t: Table, keep: Record<string, string>): void {
  const h: Record<string, string> = {};
  for (const id of t.state.order) {
    const n = t.name(id);
    h[n] = keep[n] ?? 'Q';
  }
  healths(t, h);
}

/** Walk night 1 the quiet way: the end is judged in the day. */
function dayOne(t: Table): Table {
  t.until('aube');
  return t;
}

const names = (t: Table, ids: string[]) => ids.map((id) => t.name(id));

function end(t: Table) {
  const e = checkEnd(t.state);
  if (!e) return null;
  return {
    camps: e.camps,
    winners: names(t, e.winners),
    reason: e.reason,
    why: Object.fromEntries(Object.entries(e.why ?? {}).map(([id, w]) => [t.name(id), w])),
  };
}

/** Mode V: the Reptiliens Ana (alpha) and Bruno, the médecin Chloé, villagers David to Farid, Seth Gaëlle and the Fennec Hugo. */
const V: Seats = seatsV({ 6: ['seth', 'sans-effet'], 7: ['fennec', 'sans-effet'] });

const table = (seats: Seats, over: Partial<ConstructorParameters<typeof Table>[0]> = {}) =>
  dayOne(new Table({ seats, posts: POSTS, ...over }));

describe('when the game stops (000:159-164)', () => {
  it('goes on while no condition holds', () => {
    const t = table(V);
    healths(t, { Ana: 'Q', Bruno: 'C' });
    expect(end(t)).toBeNull();
  });

  it('stops when only two players are I or B; Seth among them wins for the Setheux, the Fennec with him even Q (000:143, 162, 293)', () => {
    const t = table(V);
    allQBut(t, { Farid: 'I', Gaëlle: 'B', Chloé: 'C' });
    expect(end(t)).toEqual({
      camps: ['setheux'],
      winners: ['Gaëlle', 'Hugo'],
      reason:
        'La partie s’arrête : il ne reste que deux personnages indemnes ou blessés. Gagnants : Setheux (il ne reste que Farid et Gaëlle debout, dont Seth).',
      why: {
        Gaëlle: 'Setheux : il ne reste que Farid et Gaëlle debout, dont Seth.',
        Hugo: 'Setheux : il ne reste que Farid et Gaëlle debout, dont Seth.',
      },
    });
  });

  it('waits for the end of the night: a conversion by Sesiano at row U stops the game after the last row (000:163, 262, 757-758)', () => {
    const t = new Table({ seats: V, posts: POSTS });
    t.until('sesiano');
    set(t, (d) => {
      d.rs.endReason = 'Prophète Sesiano a converti Gaëlle';
    });
    expect(checkEnd(t.state)).toBeNull();
    t.until('maj-fin').play('maj-fin');
    expect(t.state.ended?.reason).toMatch(/^La partie s’arrête\u00a0: Prophète Sesiano a converti Gaëlle\. /);
    expect(t.state.clock).toEqual({ phase: 'end', day: 1 });
  });

  it('stops when Sesiano converts Seth in mode V; everyone standing, the Idéalistes win (000:163, 255, 270)', () => {
    const seats: Seats = [...V.slice(0, 7), ['sesiano', 'sans-effet']];
    const t = new Table({ seats, posts: POSTS });
    t.until('sesiano').play('sesiano', t.opt('conversion', 'Gaëlle'));
    expect(t.state.ended).toBeNull();
    t.until('maj-fin').play('maj-fin');
    const e = t.state.ended!;
    expect(e.reason).toBe(
      'La partie s’arrête\u00a0: Prophète Sesiano a converti Gaëlle. Gagnants\u00a0: Idéalistes (8 personnages sur 8 sont indemnes ou blessés, il en fallait 4 (plus de 42 %)).',
    );
    expect(names(t, e.winners)).toEqual(['Chloé', 'Hugo']);
  });

  it('is judged at once in the day: the Fennec bites the last Reptilien standing, the village wins, and the end names each winner’s reason (000:149, 160)', () => {
    const t = table(V);
    healths(t, { Ana: 'Q', Gaëlle: 'Q' });
    t.invoke('fennec', ['Bruno']);
    const e = t.state.ended!;
    expect(e).not.toBeNull();
    expect(e.camps).toEqual(['idealistes', 'villageois']);
    expect(names(t, e.winners)).toEqual(['Chloé', 'David', 'Emma', 'Farid']);
    expect(e.why![t.id('David')]).toBe('Villageois\u00a0: tous les Reptiliens et Seth sont quasi-morts ou morts.');
    expect(e.why![t.id('Chloé')]).toBe(
      'Idéalistes\u00a0: 5 personnages sur 8 sont indemnes ou blessés, il en fallait 4 (plus de 42 %).',
    );
    expect(e.reason).toBe(
      'La partie s’arrête\u00a0: tous les Reptiliens et Seth sont quasi-morts ou morts. Gagnants\u00a0: Idéalistes (5 personnages sur 8 sont indemnes ou blessés, il en fallait 4 (plus de 42 %))\u00a0; Villageois (tous les Reptiliens et Seth sont quasi-morts ou morts).',
    );
    // The Fennec loses with Seth.
    expect(e.winners).not.toContain(t.id('Hugo'));
  });
});

describe('each camp’s condition (000:138-149)', () => {
  it('Villageois: every Reptilien and Seth Q or M; with Seth still up the game goes on (000:149)', () => {
    const t = table(V);
    healths(t, { Ana: 'Q', Bruno: 'M' });
    expect(end(t)).toBeNull();
    healths(t, { Gaëlle: 'M' });
    expect(end(t)!.camps).toEqual(['idealistes', 'villageois']);
  });

  it('Reptiliens: every non-Reptilien and Seth Q or M, a Reptilien still standing (000:144)', () => {
    const seats: Seats = [...V, ['reptilien', 'sans-effet']];
    const t = table(seats);
    allQBut(t, { Ana: 'I', Bruno: 'B', Inès: 'I' });
    expect(end(t)).toMatchObject({
      camps: ['reptiliens'],
      winners: ['Ana', 'Bruno', 'Inès'],
      reason:
        'La partie s’arrête : les Reptiliens ont mis hors jeu tous les autres et Seth. Gagnants : Reptiliens (tous les non-Reptiliens et Seth sont quasi-morts ou morts).',
    });
    // A single non-Reptilien in a coma is not Q or M: nothing yet.
    healths(t, { David: 'C' });
    expect(end(t)).toBeNull();
  });

  it('Idéalistes: more than 42 % of the players I or B when the game stops, read from the book’s table (000:255-258)', () => {
    for (const r of IDEALISTS)
      for (let n = r.from; n <= r.to; n++) expect(idealistsNeed(n)).toBe(Math.floor(0.42 * n) + 1);
    expect([6, 7, 8, 9, 10, 12, 14, 15, 17, 19, 20, 21].map(idealistsNeed)).toEqual([
      3, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 9,
    ]);
    const t = table(V);
    // The village wins with exactly 4 of 8 standing: the Idéalistes too; with 3, not.
    healths(t, { Ana: 'Q', Bruno: 'Q', Gaëlle: 'Q', Hugo: 'C' });
    expect(end(t)!.camps).toEqual(['idealistes', 'villageois']);
    healths(t, { David: 'C' });
    expect(end(t)!.camps).toEqual(['villageois']);
  });

  describe('Amoureux (000:140, 155)', () => {
    const LOVERS: Seats = seatsV({ 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'] });
    const lovers = () => table(LOVERS, { alibis: { David: 'reptilien', Emma: 'villageois' } });

    it('win when one is I, B or C and the other I or B, and the Idéalistes lose', () => {
      const t = lovers();
      allQBut(t, { David: 'I', Emma: 'C', Farid: 'B' });
      const e = end(t)!;
      // David plays his Reptilien alibi in full: the village has not won while he stands (000:118).
      expect(e.camps).toEqual(['amoureux']);
      expect(e.winners).toEqual(['David', 'Emma']);
      expect(e.why.David).toBe(
        'Amoureux : David et Emma sont toujours là (I et C) et les Idéalistes perdent ; joue d’abord pour ce camp (aussi Reptiliens).',
      );
      expect(e.why.Emma).toBe(
        'Amoureux : David et Emma sont toujours là (I et C) et les Idéalistes perdent ; joue d’abord pour ce camp (aussi Villageois).',
      );
    });

    it('lose when both are in a coma, or when the Idéalistes win', () => {
      const t = lovers();
      allQBut(t, { David: 'C', Emma: 'C', Farid: 'B', Gaëlle: 'I' });
      expect(end(t)).toMatchObject({
        camps: [],
        winners: [],
        reason: 'La partie s’arrête : il ne reste que deux personnages indemnes ou blessés. Personne ne gagne.',
      });
      // Everyone standing when a conversion stops the game: the Idéalistes win, the lovers lose.
      const u = lovers();
      set(u, (d) => {
        d.rs.endReason = 'Prophète Sesiano a converti Ana';
      });
      expect(end(u)).toMatchObject({ camps: ['idealistes'], winners: ['Chloé'] });
    });

    it('a lover with a Reptilien alibi counts as a Reptilien but wins only as a lover (000:118, 155)', () => {
      const t = lovers();
      allQBut(t, { Ana: 'I', Bruno: 'I', David: 'I' });
      const e = end(t)!;
      expect(e.camps).toEqual(['reptiliens']);
      expect(e.winners).toEqual(['Ana', 'Bruno']);
    });
  });

  it('a villager the black Reptilienne converted wins with the Reptiliens, no longer with the village (000:153, 323)', () => {
    const seats: Seats = [
      ['reptilienne-alpha', 'sans-effet'],
      ['reptilienne-noire', 'sans-effet'],
      ...V.slice(2),
      ['reptilien', 'sans-effet'],
    ];
    const t = table(seats);
    t.invoke('noire', ['Farid']);
    expect(t.rs.camps[t.id('Farid')]).toEqual(['reptiliens']);
    allQBut(t, { Ana: 'I', Inès: 'I', Farid: 'I' });
    // Bruno, the black Reptilienne, wins with her camp though Q.
    expect(end(t)).toMatchObject({ camps: ['reptiliens'], winners: ['Ana', 'Bruno', 'Farid', 'Inès'] });
  });

  describe('Minus & Cortex (000:142)', () => {
    const MC: Seats = [
      ['reptilienne-alpha', 'sans-effet'],
      ['reptilien', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['villageois', 'sans-effet'],
      ['villageois', 'sans-effet'],
      ['villageois', 'sans-effet'],
      ['cortex', 'sans-effet'],
      ['minus', 'sans-effet'],
    ];

    it('win when every I, B and C outside their camp is charmed (the Q and M need not be)', () => {
      const t = table(MC);
      healths(t, { Farid: 'Q', Emma: 'C' });
      set(t, (d) => {
        d.rs.charmed = ['Ana', 'Bruno', 'Chloé', 'David'].map((n) => t.id(n));
      });
      expect(end(t)).toBeNull();
      set(t, (d) => {
        d.rs.charmed.push(t.id('Emma'));
      });
      const e = end(t)!;
      expect(e.reason).toMatch(
        /^La partie s’arrête : Minus & Cortex : ils ont charmé tous les personnages indemnes, blessés ou dans le coma\./,
      );
      expect(e.camps).toEqual(['idealistes', 'mc']);
      expect(e.why.Gaëlle).toBe(
        'Minus & Cortex : ils ont charmé tous les personnages indemnes, blessés ou dans le coma.',
      );
    });

    it('win when they hold every coin of the game between them; coins waiting for the Notaire still count (000:126, 142)', () => {
      const t = table(MC);
      set(t, (d) => {
        for (const id of d.order) setHeld(d.players[id]!, 0);
        setHeld(d.players[t.id('Gaëlle')]!, 20);
        setHeld(d.players[t.id('Hugo')]!, 3);
        d.rs.coins.estates[t.id('Ana')] = 1;
      });
      expect(end(t)).toBeNull();
      set(t, (d) => {
        d.rs.coins.estates = {};
      });
      expect(end(t)).toMatchObject({
        camps: ['idealistes', 'mc'],
        why: { Hugo: 'Minus & Cortex : ils possèdent à eux seuls toutes les pièces du jeu.' },
      });
    });
  });

  describe('the mathematicians and Nobel (000:122-136, 145-148)', () => {
    /** Mode M: K Hess Ana and the Algébristes Bruno and Inès; J Pach David, Emma; J Rappaz Farid, Gaëlle; Nobel Hugo; the médecin Chloé. */
    const M: Seats = [
      ['k-hess', 'sans-effet'],
      ['algebriste', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['j-pach', 'sans-effet'],
      ['geometre', 'sans-effet'],
      ['j-rappaz', 'sans-effet'],
      ['analyste', 'sans-effet'],
      ['nobel', 'sans-effet'],
      ['algebriste', 'sans-effet'],
    ];
    const POSTS_M = { notaire: 'Hugo', president: 'Ana', senateur: 'Bruno', procureur: 'Emma', chef: 'Inès' };
    const math = (seats = M, mode = 'M') => table(seats, { options: { mode }, posts: POSTS_M });

    it('one of theirs holds every coin (000:124-126)', () => {
      const t = math();
      set(t, (d) => {
        for (const id of d.order) setHeld(d.players[id]!, 0);
        setHeld(d.players[t.id('Bruno')]!, 27);
      });
      expect(end(t)).toMatchObject({
        camps: ['idealistes', 'algebristes'],
        why: { Ana: 'Algébristes : Bruno possède toutes les pièces du jeu.' },
      });
      expect(end(t)!.winners).not.toContain('Hugo');
    });

    it('their leader *became* Président and they hold two of Sénateur, Procureur, Chef des armées: a leader Président from the start must lose and regain the post (000:128-132)', () => {
      const t = math();
      expect(t.state.posts.president).toBe(t.id('Ana'));
      expect(end(t)).toBeNull();
      set(t, (d) => {
        d.rs.becamePresident.push(t.id('Ana'));
      });
      expect(end(t)).toMatchObject({
        camps: ['idealistes', 'algebristes'],
        why: {
          Inès: 'Algébristes : leur leader Ana est devenu Président et ils tiennent deux des postes de Sénateur, Procureur et Chef des armées.',
        },
      });
      // With one post of the three only, nothing.
      set(t, (d) => {
        d.posts.chef = t.id('David');
      });
      expect(end(t)).toBeNull();
    });

    it('in play: Cupidon’s admired leader swaps his Sénateur’s post for the presidency at dawn, and the Algébristes win at once (000:128, 431)', () => {
      const seats = M.map((x) => [...x] as [string, string]);
      seats[7] = ['nobel', 'cupidon'];
      const t = new Table({
        seats,
        options: { mode: 'M' },
        posts: { notaire: 'Hugo', president: 'David', senateur: 'Ana', procureur: 'Bruno', chef: 'Inès' },
      });
      t.until('cupidon-plans').play('cupidon-plans', ['Chloé', 'Gaëlle']);
      t.until('aube').until('cupidon-admiration').play('cupidon-admiration', ['Ana']);
      t.until('admiration').play('admiration', ['David']);
      const e = t.state.ended!;
      expect(e.camps).toEqual(['idealistes', 'algebristes']);
      expect(e.why![t.id('Ana')]).toBe(
        'Algébristes\u00a0: leur leader Ana est devenu Président et ils tiennent deux des postes de Sénateur, Procureur et Chef des armées.',
      );
      expect(t.state.clock).toEqual({ phase: 'end', day: 2 });
    });

    it('they put every sworn enemy Q or M: the Algébristes beat the Analystes (000:134, 201)', () => {
      const t = math();
      healths(t, { Farid: 'Q', Gaëlle: 'M' });
      expect(end(t)).toMatchObject({
        camps: ['idealistes', 'algebristes'],
        why: { Bruno: 'Algébristes : leurs ennemis jurés, les Analystes, sont tous quasi-morts ou morts.' },
      });
    });

    it('in mode E they must also put every Reptilien Q or M (000:134)', () => {
      const E: Seats = [...M.slice(0, 8), ['reptilienne-alpha', 'sans-effet']];
      const t = math(E, 'E');
      healths(t, { Farid: 'Q', Gaëlle: 'M' });
      expect(end(t)).toBeNull();
      healths(t, { Inès: 'Q' });
      expect(end(t)).toMatchObject({
        camps: ['idealistes', 'algebristes'],
        why: {
          Bruno: 'Algébristes : les Reptiliens et leurs ennemis jurés, les Analystes, sont tous quasi-morts ou morts.',
        },
      });
    });

    it('Nobel wins when the game stops and no school wins (000:145)', () => {
      const t = math();
      // A C is not Q: each school keeps one sworn enemy in a coma.
      allQBut(t, { Hugo: 'I', Chloé: 'B', Bruno: 'C', Emma: 'C', Gaëlle: 'C' });
      const e = end(t)!;
      expect(e.camps).toEqual(['nobel']);
      expect(e.why.Hugo).toBe('Nobel : aucune des trois écoles de mathématiciens ne gagne.');
    });
  });
});

describe('cumulated camps resolve by the table’s order (000:151-155)', () => {
  it('orders a player’s camps as the table does, and one wins for his first camp only', () => {
    const seats: Seats = [
      ['reptilienne-alpha', 'sans-effet'],
      ['reptilienne-noire', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['amoureux', 'sans-effet'],
      ['amoureux', 'sans-effet'],
      ['villageois', 'sans-effet'],
      ['villageois', 'sans-effet'],
      ['villageois', 'sans-effet'],
    ];
    const t = table(seats, { alibis: { David: 'villageois', Emma: 'villageois' } });
    // The black Reptilienne converts a lover: still a lover first (000:155, 323-325).
    t.invoke('noire', ['David']);
    expect(t.rs.camps[t.id('David')]).toEqual(['amoureux', 'reptiliens']);
    allQBut(t, { Ana: 'I', David: 'I', Emma: 'Q' });
    // Ana and David are Reptiliens up; Emma is Q: the lovers lose, David with them.
    expect(end(t)).toMatchObject({ camps: ['reptiliens'], winners: ['Ana', 'Bruno'] });
  });
});
