/**
 * Dice rolled by hand in scenario files (`roll`, `rolls`, `handDice`): they
 * feed the dice and draws the answer sets off, are logged as entered by hand,
 * and make a case independent of the seed. One scenario per ruleset with
 * dice or draws: Thiercelieux's d6 (Jekyll, 004:201-204; the Corbeau,
 * 004:136-140), Quinte-bourg's d10 read 0–9 (000:699-720), a Lychantropia
 * tie drawn by lot (002:42), the revision's victim drawn among several
 * sleepers (001:185-186), NewMilenium's ties at the Maire's election and
 * between the wolves' houses (003:17, 20).
 */
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/cli/play';
import type { PlayReport } from '../../src/cli/play';
import { playScenario } from '../../src/cli/play';
import type { AnyRuleset } from '../../src/engine';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { cut, load, play, scenario, type ScenarioFile } from './support';

// support.ts plays the first three rulesets; the two newest are added here, for this file only.
const NEWEST: Record<string, AnyRuleset> = { 'quintebourg-revision': quintebourgRevision, newmilenium };
const playAny = (file: ScenarioFile): PlayReport => playScenario(JSON.stringify(file), (id) => NEWEST[id] ?? load(id));

const data = (r: PlayReport, type: string) => r.events.filter((e) => e.type === type).map((e) => e.data);

/** The same file with another answer in place of answer n° `n` (counted from 1). */
const withAnswer = (file: ScenarioFile, n: number, answer: Record<string, unknown>): ScenarioFile => ({
  ...file,
  answers: file.answers.map((a, i) => (i === n - 1 ? answer : a)),
});

describe('Thiercelieux: the d6 of Jekyll and of the Corbeau (thiercelieux-des.json)', () => {
  const file = scenario('thiercelieux-des');
  const r = play(file);

  it('plays to the village’s victory', () => {
    expect(r.error).toBeUndefined();
    expect(r.winner?.camps).toEqual(['village']);
  });

  it('a 1 makes Jekyll Mr. Hyde, who kills (004:202); a 6 lets Jekyll save one killed tonight (004:203)', () => {
    const rolls = r.events.filter((e) => e.type === 'roll');
    expect(rolls[0]).toMatchObject({
      seq: 1,
      text: 'Dé à 6 faces (Dr. Jekyll et Mr. Hyde)\u00a0: 1 (saisi à la main)',
      data: { sides: 6, result: 1, byHand: true },
    });
    expect(data(r, 'hyde')).toEqual([{ target: 'David' }]);
    expect(r.players.find((p) => p.name === 'David')).toMatchObject({ alive: false });
    expect(rolls[1]).toMatchObject({ seq: 9, data: { result: 6, byHand: true } });
    expect(data(r, 'jekyll')).toEqual([{ target: 'Gaëlle' }]);
    expect(r.players.find((p) => p.name === 'Gaëlle')).toMatchObject({ alive: true });
  });

  it('the dead Corbeau’s 2, killed by the wolves, puts his card before a villager (004:138-139)', () => {
    expect(r.events.filter((e) => e.type === 'roll')[2]).toMatchObject({
      data: { purpose: 'le Corbeau', result: 2, byHand: true },
    });
    expect(data(r, 'corbeau')[0]).toEqual({ player: 'Bruno' });
  });

  it('gives the same game whatever the seed: the dice are the table’s', () => {
    const other = play({ ...file, seed: 'une-autre-graine' });
    expect(other.events.map((e) => e.text)).toEqual(r.events.map((e) => e.text));
  });

  it('left to the generator, the die is not marked as entered by hand', () => {
    const { roll: _roll, ...loups } = file.answers[1]!;
    const seeded = play(withAnswer(file, 2, loups));
    expect(seeded.events.find((e) => e.type === 'roll')?.data).not.toHaveProperty('byHand');
  });

  it('refuses a face a d6 cannot show, and a die nothing rolls', () => {
    expect(play(withAnswer(file, 2, { ...file.answers[1], roll: 7 })).error).toBe(
      'Réponse n° 2 (loups) refusée : Le dé saisi (7) ne peut pas sortir d’un dé à 6 faces (Dr. Jekyll et Mr. Hyde).',
    );
    expect(play(withAnswer(file, 1, { step: 'endormissement', roll: 3 })).error).toBe(
      'Réponse n° 1 (endormissement) refusée : Un dé saisi à la main n’a pas servi\u00a0: cette réponse n’en lance pas autant.',
    );
  });
});

describe('Quinte-bourg: the d10, entered as the face it shows (quintebourg-des.json)', () => {
  const file = scenario('quintebourg-des');
  const r = play(file);

  it('rolls table 1 on the face given: a 9 is M, which the coriace takes one step only (000:701-704, 411)', () => {
    expect(r.error).toBeUndefined();
    const [attack, riposte] = data(r, 'table');
    expect(attack).toEqual({ table: 'table-1', face: 9, row: [9], result: 'M', purpose: 'attaque sur Hugo' });
    expect(r.events.find((e) => e.type === 'roll')?.data).toMatchObject({ sides: 10, face: 9, byHand: true });
    expect(
      r.events.find((e) => e.type === 'health' && (e.data as { player?: string }).player === 'Hugo')?.data,
    ).toMatchObject({ from: 'I', to: 'B', asked: 'M' });
    // The riposte hits the attacker drawn by lot (rank 1 of Ana, Bruno), table 2 face 2 → C (000:706-709).
    expect(data(r, 'draw')[0]).toEqual({
      purpose: 'attaquant touché par la riposte',
      among: ['Ana', 'Bruno'],
      result: 'Ana',
      byHand: true,
    });
    expect(riposte).toEqual({
      table: 'table-2',
      face: 2,
      row: [2, 3, 4, 5, 6, 7],
      result: 'C',
      purpose: 'riposte d’Hugo sur Ana',
    });
    expect(r.players.find((p) => p.name === 'Ana')?.health).toBe('C');
  });

  it('takes a 0, the d10’s first face, and refuses a 10', () => {
    const dodo = file.answers.findIndex((a) => a.step === 'dodo') + 1;
    const zero = play(withAnswer(file, dodo, { step: 'dodo', rolls: [0] }));
    expect(zero.error).toBeUndefined();
    expect(data(zero, 'table')[0]).toMatchObject({ face: 0, row: [0], result: 'I' });
    expect(play(withAnswer(file, dodo, { step: 'dodo', rolls: [10] })).error).toBe(
      `Réponse n° ${dodo} (dodo) refusée : Le dé saisi (10) ne peut pas sortir de ce dé, dont les faces vont de 0 à 9 (Attaquants en surnombre — attaque sur Hugo).`,
    );
  });

  it('with physical dice, stops at the answer that needs one and says what to roll', () => {
    const dodo = file.answers.findIndex((a) => a.step === 'dodo') + 1;
    const r2 = play({ ...withAnswer(file, dodo, { step: 'dodo' }), handDice: true });
    expect(r2.ok).toBe(false);
    expect(r2.stopped).toMatchObject({
      answer: dodo,
      kind: 'needs-roll',
      roll: {
        sides: 10,
        faces: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        purpose: 'Attaquants en surnombre — attaque sur Hugo',
        given: 0,
      },
    });
    expect(r2.error).toContain('saisissez la face obtenue (0 à 9)');
    expect(r2.next?.step).toBe('dodo');
  });
});

describe('Lychantropia: a tie drawn by lot at the table (lychantropia-election.json)', () => {
  it('takes the rank of the one drawn (002:42): 2 of Chloé, David is David, who becomes Notaire', () => {
    const r = play(scenario('lychantropia-election'));
    expect(r.error).toBeUndefined();
    expect(data(r, 'draw')).toEqual([
      {
        purpose: 'égalité persistante pour le poste de Notaire',
        among: ['Chloé', 'David'],
        result: 'David',
        byHand: true,
      },
    ]);
    expect(r.posts).toEqual({ notaire: 'David', marchand: 'Chloé' });
  });
});

describe('Quinte-bourg (révision): the victim drawn among several sleepers (quintebourg-revision-tirage.json)', () => {
  const file = scenario('quintebourg-revision-tirage');
  const r = playAny(file);
  // The attack is resolved when its call comes up: the draw is set off by the answer before it.
  const drawn = file.answers.findIndex((a) => a.step === 'attaque');
  const health = (rep: PlayReport) => rep.events.filter((e) => e.type === 'health').map((e) => e.data);

  it('plays night 1 to the dawn: the Reptiliens attack Gaëlle’s house, where Farid came to fight her (001:134)', () => {
    expect(r.error).toBeUndefined();
    expect(r.clock).toMatchObject({ day: 1, phase: 'day' });
    expect(file.answers[drawn - 1]).toMatchObject({ roll: 2 });
  });

  it('with several people in the house, the MJ draws the victim (001:185-186): rank 2 of « Farid, Gaëlle » is Gaëlle, who dies', () => {
    expect(data(r, 'draw')).toEqual([
      { purpose: 'cible effective de l’attaque', among: ['Farid', 'Gaëlle'], result: 'Gaëlle', byHand: true },
    ]);
    expect(health(r)).toEqual([{ player: 'Gaëlle', from: 'vivant', to: 'mort', cause: 'attaque' }]);
    expect(r.players.find((p) => p.name === 'Farid')?.alive).toBe(true);
    expect(r.next).toMatchObject({ step: 'mort-carte', line: expect.stringContaining('Gaëlle') });
  });

  it('rank 1 draws Farid instead: he dies and Gaëlle lives', () => {
    const other = playAny(cut(withAnswer(file, drawn, { ...file.answers[drawn - 1], roll: 1 }), drawn + 3));
    expect(other.error).toBeUndefined();
    expect(data(other, 'draw')[0]).toMatchObject({ among: ['Farid', 'Gaëlle'], result: 'Farid', byHand: true });
    expect(health(other)).toEqual([{ player: 'Farid', from: 'vivant', to: 'mort', cause: 'attaque' }]);
    expect(other.players.find((p) => p.name === 'Gaëlle')?.alive).toBe(true);
  });

  it('refuses a rank beyond the two drawn among, and a draw given on an answer that draws nothing', () => {
    expect(playAny(withAnswer(file, drawn, { ...file.answers[drawn - 1], roll: 3 })).error).toBe(
      `Réponse n° ${drawn} (resultat) refusée : Le tirage saisi (3) doit être un rang entre 1 et 2 (cible effective de l’attaque).`,
    );
    const early = withAnswer(withAnswer(file, drawn, { step: 'resultat' }), drawn - 1, {
      ...file.answers[drawn - 2],
      roll: 2,
    });
    // \s: this ruleset does not ask the engine for French typography yet (a plain space before « : »).
    expect(playAny(early).error).toMatch(
      new RegExp(`^Réponse n° ${drawn - 1} \\(rapace\\) refusée : Un dé saisi à la main n’a pas servi\\s: `),
    );
  });

  it('with physical dice, stops at the answer that sets the draw off and names those to draw among', () => {
    const r2 = playAny({ ...withAnswer(file, drawn, { step: 'resultat' }), handDice: true });
    expect(r2.stopped).toMatchObject({
      answer: drawn,
      kind: 'needs-roll',
      roll: { sides: 2, purpose: 'cible effective de l’attaque', among: ['Farid', 'Gaëlle'], given: 0 },
    });
    expect(r2.error).toContain('saisissez le rang du tiré (1 à 2)');
  });
});

describe('NewMilenium: ties drawn by lot (newmilenium-tirage.json)', () => {
  const file = scenario('newmilenium-tirage');
  const r = playAny(file);
  const close = (step: string) => file.answers.findIndex((a) => a.step === step && a.roll !== undefined) + 1;
  const jour = close('jour');
  const night = close('n-question');

  it('plays day 0 and night 1 to the dawn', () => {
    expect(r.error).toBeUndefined();
    expect(r.clock).toMatchObject({ day: 1, phase: 'day' });
  });

  it('a tie at the Maire’s election is drawn among the most voted (003:17): rank 2 of « Inès, Chloé » is Chloé', () => {
    expect(data(r, 'draw').find((d) => (d as { purpose: string }).purpose === 'égalité à l’élection du Maire')).toEqual(
      {
        purpose: 'égalité à l’élection du Maire',
        among: ['Inès', 'Chloé'],
        result: 'Chloé',
        byHand: true,
      },
    );
    expect(r.posts).toEqual({ maire: 'Chloé' });
    const other = playAny(cut(withAnswer(file, jour, { ...file.answers[jour - 1], roll: 1 }), jour));
    expect(other.posts).toEqual({ maire: 'Inès' });
  });

  it('a tie between the wolves’ houses is drawn (003:20): rank 2 of « Gaëlle, Inès » sends the pack to Inès, who dies', () => {
    expect(
      data(r, 'draw').find(
        (d) => (d as { purpose: string }).purpose === 'égalité entre les maisons visées par les loups',
      ),
    ).toEqual({
      purpose: 'égalité entre les maisons visées par les loups',
      among: ['Gaëlle', 'Inès'],
      result: 'Inès',
      byHand: true,
    });
    const wolves = r.events.filter(
      (e) => e.type === 'health' && (e.data as { cause?: string }).cause === 'attaqué·e par les loups',
    );
    expect(wolves.map((e) => e.data)).toEqual([
      { player: 'Inès', from: 'vivant', to: 'mort', cause: 'attaqué·e par les loups' },
    ]);
    expect(r.players.find((p) => p.name === 'Gaëlle')?.alive).toBe(true);
  });

  it('rank 1 sends the pack to Gaëlle instead: she dies, Inès lives', () => {
    const other = playAny(cut(withAnswer(file, night, { ...file.answers[night - 1], roll: 1 }), night));
    expect(other.error).toBeUndefined();
    expect(data(other, 'draw').at(-1)).toMatchObject({ among: ['Gaëlle', 'Inès'], result: 'Gaëlle', byHand: true });
    expect(other.players.find((p) => p.name === 'Gaëlle')).toMatchObject({ alive: false });
    expect(other.players.find((p) => p.name === 'Inès')).toMatchObject({ alive: true });
  });

  it('gives the same draws whatever the seed, once the secret order numbers are set aside', () => {
    const ties = (rep: PlayReport) => data(rep, 'draw').filter((d) => (d as { byHand?: boolean }).byHand);
    expect(ties(playAny({ ...file, seed: 'une-autre-graine' }))).toEqual(ties(r));
  });
});

describe('the scenario format’s dice', () => {
  const base = cut(scenario('thiercelieux-des'), 1);

  it('become the answer’s rolls, in order', () => {
    const parsed = readScenario(JSON.stringify(cut(base, 1, { step: 'loups', value: ['Chloé'], rolls: [1, 4] })));
    expect(parsed.answers[1]).toEqual({ kind: 'answer', step: 'loups', value: ['p3'], rolls: [1, 4] });
    expect(readScenario(JSON.stringify({ ...base, handDice: true })).setup.handDice).toBe(true);
  });

  it('are refused in French when unreadable', () => {
    const bad = (answer: Record<string, unknown>) => () => readScenario(JSON.stringify(cut(base, 1, answer)));
    expect(bad({ step: 'loups', roll: 1, rolls: [1] })).toThrow(
      'Réponse n° 2 : « roll » et « rolls » ensemble ; gardez « rolls » pour plusieurs dés.',
    );
    expect(bad({ step: 'loups', roll: 1.5 })).toThrow(
      'Réponse n° 2 : « roll » attend un entier (la face du dé, ou le rang du tiré au sort).',
    );
    expect(bad({ step: 'loups', rolls: [] })).toThrow(
      'Réponse n° 2 : « rolls » attend une liste non vide d’entiers, dans l’ordre où les dés sont lancés.',
    );
    expect(() => readScenario(JSON.stringify({ ...base, handDice: 'oui' }))).toThrow(
      'Le champ « handDice » attend true ou false.',
    );
  });
});
