/**
 * A stored Quinte-bourg game on the MJ's screen (000_a045abd3825f1297.txt):
 * the vote under a law that narrows each voter's targets (000:665), the night
 * map at « Colloque et dodo », a gift of coins from the actions menu
 * (000:561) through its follow-up calls (players, then a number), the
 * grimoire's health, coins and posts, and the end screen with every card held
 * and why each winner wins.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  currentCall,
  typo,
  type Answer,
  type GameSetup,
  type GameState,
  type Json,
  type Prompt,
} from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import type { QState } from '../../src/rulesets/quintebourg/state';
import { appendAnswer, createStoredGame } from '../../src/storage';
import GameScreen from '../../src/ui/screens/GameScreen';
import type { Planned, StepOf } from '../support/answers';
import type { QAnswers } from '../quintebourg/table';
import { withFreshDB } from './helpers';

const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];
const PARTY = [
  'reptilienne-alpha',
  'reptilien',
  'medecin',
  'villageois',
  'villageois',
  'villageois',
  'villageois',
  'villageois',
];
const id = (name: string) => `p${NAMES.indexOf(name) + 1}`;

function setup(): GameSetup {
  return {
    rulesetId: 'quintebourg',
    options: { chefArmees: false, pretre: 'aucun', pickpockets: false },
    players: NAMES.map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: [...PARTY, 'marchand-de-sable', ...Array.from({ length: 7 }, () => 'sans-effet')],
    deal: Object.fromEntries(PARTY.map((card, i) => [`p${i + 1}`, card])),
    seed: 'ui-quinte',
  };
}

const ids = (v: unknown): Json =>
  typeof v === 'string'
    ? NAMES.includes(v)
      ? id(v)
      : v
    : Array.isArray(v)
      ? v.map(ids)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [NAMES.includes(k) ? id(k) : k, ids(x)]))
        : (v as Json);

/**
 * The answers from the start to the call `to` (the n-th time it comes):
 * `plan` answers its steps in order, every other call gets a quiet answer
 * (« Suivant », nobody, « rien », blank ballots, the first heir).
 */
function answersTo(
  plan: Planned<QAnswers, Prompt>[],
  to: StepOf<QAnswers> | '__end__',
  nth = 1,
): { answers: Answer[]; state: GameState<QState> } {
  const created = createGame<QState>(quintebourg, setup());
  if (!created.ok) throw new Error(created.error);
  let s = created.value;
  const answers: Answer[] = [];
  const todo = [...plan];
  let seen = 0;
  const effects = [
    'sans-effet',
    'sans-effet',
    'sans-effet',
    'sans-effet',
    'marchand-de-sable',
    'sans-effet',
    'sans-effet',
    'sans-effet',
  ];
  const posts = ['Ana', 'Bruno', 'David', 'Emma', 'Farid'];
  for (let guard = 0; guard < 400; guard++) {
    const c = currentCall(quintebourg, s);
    if (!c) break;
    if (c.step === to && ++seen === nth && todo.length === 0) break;
    const p = c.prompt;
    let value: Json = null;
    if (todo[0]?.[0] === c.step) {
      const planned = todo.shift()![1];
      value = ids(typeof planned === 'function' ? planned(p) : planned);
    } else if (c.step === 'carte-effet') value = effects.shift()!;
    else if (c.step === 'poste-depart') value = [id(posts.shift()!)];
    else if (p.kind === 'players') value = p.candidates.slice(0, p.min);
    else if (p.kind === 'yesno') value = false;
    else if (p.kind === 'choice')
      value = (
        p.options.find((o) => ['rien', 'aucun', 'aucune', 'non', 'fin', 'normale', 'horaire'].includes(o.value)) ??
        p.options[0]!
      ).value;
    else if (p.kind === 'ballots') value = Object.fromEntries(p.voters.map((v) => [v.id, null]));
    else if (p.kind === 'number') value = p.min;
    const a: Answer = { kind: 'answer', step: c.step, value };
    const r = apply(quintebourg, s, a);
    if (r.kind !== 'accepted') throw new Error(`${c.step}: ${r.reason}`);
    s = r.state;
    answers.push(a);
  }
  return { answers, state: s };
}

/** Wait until the current call is `title` (the night's progress list names the coming calls too). */
async function callIs(title: string): Promise<void> {
  await waitFor(() => expect(document.querySelector('.call-title')?.textContent).toBe(title));
}

async function store(answers: Answer[]): Promise<string> {
  const gameId = await createStoredGame(setup(), 'Quinte-bourg', 'Jour 1');
  for (const [seq, a] of answers.entries()) await appendAnswer(gameId, seq, a);
  return gameId;
}

describe('une partie de Quinte-bourg à l’écran du MJ', () => {
  withFreshDB();

  it('le vote sous la loi des voisins : chaque votant ne voit que ses voisins (000:665)', async () => {
    const user = userEvent.setup();
    const { answers } = answersTo(
      [
        ['loi', 'voisins-seulement'],
        ['senat', true],
      ],
      'vote',
    );
    render(<GameScreen gameId={await store(answers)} />);
    expect(await screen.findByText('Votes d’exécution')).toBeTruthy();
    // Ana sits between Hugo and Bruno; Chloé between Bruno and David: counted for David, only Chloé can be.
    const targets = () => within(screen.getByRole('group', { name: /^1\. Pour qui/ }));
    const voter = (name: string) =>
      within(document.querySelector<HTMLElement>('.ballot-voters')!).getByRole('button', {
        name: new RegExp(`^${name}`),
      }) as HTMLButtonElement;
    await user.click(targets().getByRole('button', { name: 'David' }));
    expect(voter('Ana').disabled).toBe(true);
    expect(voter('Chloé').disabled).toBe(false);
    await user.click(targets().getByRole('button', { name: 'Bruno' }));
    await user.click(voter('Ana'));
    await user.click(voter('Chloé'));
    await user.click(targets().getByRole('button', { name: 'Blanc' }));
    await user.click(screen.getByRole('button', { name: 'Tous les autres pour Blanc' }));
    await user.click(screen.getByRole('button', { name: 'Valider le vote' }));
    await callIs('Le dépouillement');
    expect(document.querySelector('.call-line')?.textContent).toContain('Bruno');
  });

  it('la carte de la nuit au « dodo » pour le MJ seul ; la nuit, pas de don de pièces au menu Actions (000:561)', async () => {
    const user = userEvent.setup();
    const { answers } = answersTo([['reptiliens', `house:${id('Emma')}`]], 'dodo');
    render(<GameScreen gameId={await store(answers)} />);
    await callIs('Colloque et dodo');
    const notes = screen.getByRole('complementary', { name: 'Notes pour le MJ' }).textContent!;
    expect(notes).toContain('Ana (attaque), Bruno (attaque), Emma (dort chez soi)');
    expect(notes).toContain('Chloé (recherche du remède)');
    // The same map as tiles, one per place (000:170-189: each long action gives the place).
    const map = screen.getByRole('region', { name: 'Carte de la nuit' });
    const emma = [...map.querySelectorAll('.place')].find((tile) =>
      tile.querySelector('.place-label')?.textContent?.includes('Emma'),
    )!;
    expect([...emma.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Ana — attaque',
      'Bruno — attaque',
      'Emma — dort chez soi',
    ]);
    expect(map.querySelector('.place-bunker')?.textContent).toContain('Chloé — recherche du remède');
    // At night no gift: the menu says so.
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('button', { name: 'Don de pièces' })).toBeNull();
  });

  it('un don de pièces le jour : trois touches, les pièces passent d’un joueur à l’autre', async () => {
    const user = userEvent.setup();
    const { answers } = answersTo([], 'debat');
    render(<GameScreen gameId={await store(answers)} />);
    await callIs('Le débat');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('button', { name: 'Don de pièces' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'David' }));
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    // The follow-up calls: to whom, then how many.
    expect(await screen.findByText('À qui David donne-t-il ou elle des pièces ?')).toBeTruthy();
    // The dialog closes once its answer is stored, a moment after the call it opened is drawn: its grid is not the call's.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // One player to name: the tap is the answer.
    await user.click(
      within(document.querySelector('.call .player-grid') as HTMLElement).getByRole('button', { name: 'Farid' }),
    );
    expect(await screen.findByText('Combien de pièces David donne-t-il ou elle à Farid ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Augmenter' }));
    await user.click(screen.getByRole('button', { name: 'Augmenter' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await callIs('Le débat');
    const grimoire = within(screen.getByRole('region', { name: 'Grimoire' }));
    await waitFor(() =>
      expect(within(grimoire.getByRole('listitem', { name: 'Farid' })).getByText('Pièces : 5')).toBeTruthy(),
    );
    expect(within(grimoire.getByRole('listitem', { name: 'David' })).getByText('Pièces : 1')).toBeTruthy();
    expect(within(grimoire.getByRole('listitem', { name: 'David' })).getByText('Sénateur')).toBeTruthy();
    expect(
      within(grimoire.getByRole('listitem', { name: 'Emma' })).getByText('Rôle à effet : Marchand de sable'),
    ).toBeTruthy();
  });

  it('la fin : chaque vainqueur et pourquoi, toutes les cartes de chacun', async () => {
    // Every voter of the day's prompt against `target` (who votes blank).
    const everyone = (target: string) => (p: Prompt) => {
      if (p.kind !== 'ballots') throw new Error(`expected a vote, got ${p.kind}`);
      return Object.fromEntries(p.voters.map((v) => [v.id, v.id === id(target) ? null : id(target)]));
    };
    // The village executes Ana on Thursday, Bruno on Friday: no Reptilien stands (000:159-164).
    const { answers, state } = answersTo(
      [
        ['vote', everyone('Ana')],
        ['vote', everyone('Bruno')],
      ],
      '__end__',
    );
    expect(state.ended).not.toBeNull();
    // The médecin wins with the Idéalistes (six of eight stand), the villagers with the village.
    expect(state.ended!.winners.map((w) => state.players[w]!.name)).toEqual([
      'Chloé',
      'David',
      'Emma',
      'Farid',
      'Gaëlle',
      'Hugo',
    ]);
    render(<GameScreen gameId={await store(answers)} />);
    expect(await screen.findAllByRole('heading', { name: 'Fin de partie' })).not.toHaveLength(0);
    // Shown in French typography (non-breaking spaces before « : ; ! ? »).
    expect(document.querySelector('.end-reason')?.textContent).toBe(typo(state.ended!.reason));
    expect(state.ended!.reason).toContain('Villageois');
    // Each winner with the ruleset's reason when it gives one, else the camp.
    const rows = [...document.querySelectorAll('.winners li')].map((li) => li.textContent);
    expect(rows[0]).toMatch(/^Chloé — Idéalistes/);
    expect(rows).toEqual(
      state.ended!.winners.map((w) => `${state.players[w]!.name} — ${state.ended!.why?.[w] ?? 'Villageois'}`),
    );
    const table = within(document.querySelector('.roles-table') as HTMLElement);
    expect(table.getByRole('row', { name: /^Emma/ }).textContent).toContain('Villageois + Marchand de sable');
    expect(table.getByRole('row', { name: /^Ana/ }).textContent).toContain('Reptilienne alpha + Sans effet');
  });
});
