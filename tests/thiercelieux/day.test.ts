/**
 * The day: the Capitaine, the vote and its ties, the execution, the Idiot.
 * Base game and Nouvelle Lune rules (../shared/rules/README.md:38); the vote
 * closes the recueil's turn (004_d59078fd8312dd78.txt:644).
 */
import { describe, expect, it } from 'vitest';
import { seated, SIX } from './fixtures';
import { village } from './table';

/** Night 1 where the wolf kills Farid, up to the election. */
function toDay(cards = SIX, options = {}) {
  const t = village(cards, options);
  t.play('endormissement');
  if (t.step === 'voyante') t.play('voyante', ['Bruno']).play('montrer');
  return t.play('loups', ['Farid']).play('aube');
}

describe('Capitaine', () => {
  it('is elected on the first morning; his vote counts double', () => {
    const t = toDay();
    expect(t.step).toBe('election');
    t.play('election', { Ana: 'Chloé', Bruno: 'Chloé', Chloé: 'David', David: 'Chloé', Emma: null });
    expect(t.state.posts.capitaine).toBe(t.id('Chloé'));
    expect(t.events('capitaine')[0]).toMatchObject({ vis: { to: 'public' }, text: 'Chloé est élu·e Capitaine.' });
    t.play('debat');
    expect(t.call.prompt).toMatchObject({ kind: 'ballots' });
    const voters = t.call.prompt.kind === 'ballots' ? t.call.prompt.voters : [];
    expect(voters.find((v) => v.id === t.id('Chloé'))?.weight).toBe(2);
    // Chloé (2) + Ana against Bruno = 3; David, Emma, Bruno against Ana = 3 ... Chloé's double vote breaks the tie.
    t.play('vote', { Ana: 'Bruno', Bruno: 'Ana', Chloé: 'Bruno', David: 'Ana', Emma: 'Emma' });
    expect(t.events('vote').at(-1)?.text).toBe('Vote du village\u00a0: Bruno (3), Ana (2), Emma (1).');
    t.play('execution');
    expect(t.alive('Bruno')).toBe(false);
    expect(t.state.ended?.camps).toEqual(['village']);
  });

  it('breaks a tie of the village vote', () => {
    const t = toDay();
    t.play('election', t.voteAll('Chloé')).play('debat');
    t.play('vote', { Ana: 'Bruno', Bruno: 'Ana', Chloé: null, David: 'Ana', Emma: 'Bruno' });
    expect(t.step).toBe('departage');
    expect(t.call.line).toBe('Égalité entre Ana et Bruno. Le Capitaine Chloé choisit qui sera exécuté.');
    expect(t.refusal('departage', ['David'])).toBe('David n’est pas parmi les ex æquo du vote.');
    t.play('departage', ['Ana']).play('execution');
    expect(t.alive('Ana')).toBe(false);
  });

  it('names a successor when he dies', () => {
    const t = toDay();
    t.play('election', t.voteAll('Chloé'))
      .play('debat')
      .play('vote', t.voteAll('Chloé', { Chloé: 'Ana' }))
      .play('execution');
    expect(t.step).toBe('successeur');
    expect(t.call.line).toBe('Chloé était Capitaine\u00a0: il ou elle désigne son successeur.');
    t.play('successeur', ['David']);
    expect(t.state.posts.capitaine).toBe(t.id('David'));
    expect(t.publicView().posts).toEqual([{ post: 'capitaine', label: 'Capitaine', holder: t.id('David') }]);
  });

  it('can be elected before the first night, or not at all', () => {
    const before = village(SIX, { electionCapitaine: 'avantNuit1' });
    expect(before.state.clock).toEqual({ day: 0, phase: 'day' });
    before.play('election', before.voteAll('Emma'));
    expect(before.state.clock).toEqual({ day: 1, phase: 'night' });
    const none = toDay(SIX, { electionCapitaine: 'sans' });
    expect(none.step).toBe('debat');
  });
});

describe('ties without a Capitaine', () => {
  const tie = { Ana: 'Bruno', Bruno: 'Ana', Chloé: null, David: 'Ana', Emma: 'Bruno' };

  it('a second round among the tied, then nobody if still tied', () => {
    const t = toDay(SIX, { electionCapitaine: 'sans', egalite: 'secondTour' });
    t.play('debat').play('vote', tie);
    expect(t.step).toBe('second-tour');
    expect(t.call.prompt).toMatchObject({ candidates: [t.id('Ana'), t.id('Bruno')] });
    t.play('second-tour', tie);
    expect(t.events('vote').at(-1)?.text).toBe('Égalité entre Ana et Bruno\u00a0: personne n’est exécuté aujourd’hui.');
    expect(t.state.clock.phase).toBe('night');
  });

  it('the Capitaine rule falls back to a second round when there is none', () => {
    const t = toDay(SIX, { electionCapitaine: 'sans' });
    t.play('debat').play('vote', tie);
    expect(t.step).toBe('second-tour');
  });

  it('a draw among the tied, logged for the MJ', () => {
    const t = toDay(SIX, { electionCapitaine: 'sans', egalite: 'hasard' });
    t.play('debat').play('vote', tie);
    const draw = t.events('draw').at(-1)!;
    expect(draw.data).toMatchObject({ purpose: 'égalité au vote du village', among: [t.id('Ana'), t.id('Bruno')] });
    expect(t.step).toBe('execution');
  });

  it('or nobody at all', () => {
    const t = toDay(SIX, { electionCapitaine: 'sans', egalite: 'personne' });
    t.play('debat').play('vote', tie);
    expect(t.state.clock.phase).toBe('night');
  });
});

describe('Idiot du Village', () => {
  it('designated by the vote, is revealed and spared, and never votes again', () => {
    const t = toDay(seated(6, 'idiot', 'loup-garou'));
    t.play('election', t.voteAll('Chloé'))
      .play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }));
    expect(t.call.line).toBe(
      'Le village a désigné Ana. C’est l’Idiot du Village\u00a0: retournez sa carte, il est épargné mais ne votera plus.',
    );
    t.play('execution');
    expect(t.alive('Ana')).toBe(true);
    expect(t.publicView().players[0]).toMatchObject({ name: 'Ana', alive: true, role: 'idiot' });
    t.play('endormissement').play('loups', ['Emma']).play('aube').play('debat');
    const voters = t.call.prompt.kind === 'ballots' ? t.call.prompt.voters.map((v) => v.id) : [];
    expect(voters).not.toContain(t.id('Ana'));
    expect(t.refusal('vote', { ...t.voteAll('Bruno'), Ana: 'Bruno' })).toBe('Ana ne peut pas voter ici.');
  });
});

describe('end of the game', () => {
  it('the wolves win once only wolves are left (or at parity, by option)', () => {
    const cards = seated(5, 'loup-garou', 'loup-garou');
    const elimination = village(cards).play('endormissement').play('loups', ['Chloé']).play('aube');
    expect(elimination.state.ended).toBeNull();
    const parity = village(cards, { victoireLoups: 'parite' })
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('aube');
    expect(parity.state.ended).toMatchObject({ camps: ['loups'], winners: [parity.id('Ana'), parity.id('Bruno')] });
  });

  it('the village wins when no enemy is left; the dead villagers win too', () => {
    const t = toDay();
    t.play('election', t.voteAll('Ana'))
      .play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toEqual({
      camps: ['village'],
      winners: ['Ana', 'Chloé', 'David', 'Emma', 'Farid'].map((n) => t.id(n)),
      reason: 'Les villageois ont éliminé tous leurs ennemis\u00a0: le village gagne\u00a0!',
    });
    // At the end every card is public.
    expect(t.publicView().players.every((p) => p.role !== null)).toBe(true);
  });

  it('nobody wins when nobody is left', () => {
    const t = village(['chasseur', 'loup-garou', 'cupidon', 'villageois'], { electionCapitaine: 'sans' });
    t.play('endormissement').play('cupidon', ['Chloé', 'David']).play('amoureux').play('loups', ['David']).play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: null }))
      .play('execution')
      .play('chasseur', ['Bruno']);
    expect(t.state.ended).toEqual({
      camps: [],
      winners: [],
      reason: 'Tout le village a péri\u00a0: personne ne gagne.',
    });
  });
});

describe('the MJ’s own actions', () => {
  it('can exclude a player at any moment; the card is revealed as for a death', () => {
    const t = village(SIX).play('endormissement');
    t.invoke('exclusion', ['Emma']);
    expect(t.alive('Emma')).toBe(false);
    expect(t.events('announce').at(-1)?.text).toBe(
      'Emma est exclu·e de la partie par le MJ. Sa carte\u00a0: Simple Villageois.',
    );
    expect(t.step).toBe('voyante');
  });
});
