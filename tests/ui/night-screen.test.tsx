import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GameScreen from '../../src/ui/screens/GameScreen';
import { answer, lineOf, play, storeGame, TO_DAY_VOTE, withFreshDB } from './helpers';
import { stepDef } from '../../src/engine/steps';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const NIGHT = 'C’est la nuit : tout le village s’endort. Fermez les yeux.';
const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';
const LOVERS = 'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.';

function alertText(): string {
  return screen.getByRole('alert').textContent ?? '';
}

describe('l’écran de nuit', () => {
  const db = withFreshDB();

  it('affiche la phrase du premier appel, la phase, et « Retour » désactivé', async () => {
    const id = await storeGame();
    render(<GameScreen gameId={id} />);
    expect(await screen.findByText(NIGHT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nuit 1');
    expect((screen.getByRole('button', { name: 'Retour' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    // Folded to one line beside the title; unfolded, every call.
    // No total: an answer may still add calls to the night (issue 23: « 4 / 7 » then « 5 / 8 »).
    expect(screen.getByText(/^Appel 1$/)).toBeTruthy();
    const progress = within(screen.getByRole('list', { name: 'Déroulé — Nuit 1' })).getAllByRole('listitem');
    expect(progress.map((li) => li.textContent)).toEqual([
      '▶Le village s’endort (en cours)',
      '·Cupidon (à venir)',
      '·Les Amoureux (à venir)',
      '·La Voyante (à venir)',
      '·Les Loups-Garous (à venir)',
      '·La Sorcière (potion de vie) (à venir)',
      '·La Sorcière (potion de mort) (à venir)',
    ]);
    expect(progress[0]!.getAttribute('aria-current')).toBe('step');
  });

  it('touche les deux amoureux : le toucher qui les complète est la réponse, enregistrée, et l’appel suivant s’affiche', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null)]);
    render(<GameScreen gameId={id} />);
    expect(await screen.findByText(CUPIDON)).toBeTruthy();
    expect(document.querySelector('.call-wakes')?.textContent).toBe('À réveiller\u00a0: Félix');

    const grid = screen.getByRole('group', { name: 'Les deux amoureux' });
    expect(screen.getByText('0 / 2')).toBeTruthy();
    // Exactly two to name: no « Valider »; the first tap is only a pick, and can be taken back.
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    await user.click(within(grid).getByRole('button', { name: 'Alice' }));
    await user.click(within(grid).getByRole('button', { name: 'Alice' }));
    await user.click(within(grid).getByRole('button', { name: 'Gaëlle' }));
    expect(within(grid).getByRole('button', { name: 'Gaëlle' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(grid).getByRole('button', { name: 'Alice' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect((await db().games.get(id))?.answerCount).toBe(1);

    await user.click(within(grid).getByRole('button', { name: 'Hugo' }));
    expect(await screen.findByText(LOVERS)).toBeTruthy();
    const stored = await db().answers.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray();
    // The app's answer carries the number of answers the screen had seen.
    expect(stored.map((r) => r.answer)).toEqual([
      answer('endormissement', null),
      { ...answer('cupidon', ['j7', 'j8']), seq: 1 },
    ]);
    expect((await db().games.get(id))?.answerCount).toBe(2);
  });

  it('une réponse refusée (un bulletin manque à l’élection) affiche l’erreur du moteur et ne change rien', async () => {
    const user = userEvent.setup();
    const given = TO_DAY_VOTE.slice(0, -2);
    const id = await storeGame(given);
    render(<GameScreen gameId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Valider le vote' }));

    await waitFor(() => expect(alertText()).toBe('Il manque le vote d’Alice.'));
    // « Pourquoi ? » gives the call's line in the rule book.
    const rule = stepDef(thiercelieux, 'election').rule!;
    expect(rule).toMatch(/^004:\d+/);
    const why = screen.getByRole('alert').parentElement!.querySelector('details')!;
    expect(why.querySelector('summary')!.textContent).toBe('Pourquoi\u00a0?');
    expect(why.textContent).toContain(`(${rule})`);
    expect(screen.getByRole('button', { name: 'Valider le vote' })).toBeTruthy();
    expect((await db().games.get(id))?.answerCount).toBe(given.length);
  });

  it('« Retour » annule la dernière réponse (en base aussi) et remet la sélection', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null), answer('cupidon', ['j7', 'j8'])]);
    render(<GameScreen gameId={id} />);
    await screen.findByText(LOVERS);

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText(CUPIDON)).toBeTruthy();
    expect((await db().games.get(id))?.answerCount).toBe(1);
    expect(await db().answers.count()).toBe(1);
    const grid = screen.getByRole('group', { name: 'Les deux amoureux' });
    expect(within(grid).getByRole('button', { name: 'Gaëlle' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(grid).getByRole('button', { name: 'Hugo' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText(NIGHT)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Retour' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('un rechargement revient sur le même appel, au milieu de la nuit', async () => {
    const answers = [
      answer('endormissement', null),
      answer('cupidon', ['j7', 'j8']),
      answer('amoureux', null),
      answer('voyante', ['j1']),
    ];
    const id = await storeGame(answers);
    const first = render(<GameScreen gameId={id} />);
    // The card to show is the MJ's note at this call: proof enough it is the same call.
    const expected = 'Montrez à la Voyante la carte d’Alice : Loup-Garou.';
    expect(lineOf(play(answers).state)).toBe('Puis elle se rendort.');
    expect(await screen.findByText(expected)).toBeTruthy();
    first.unmount();
    render(<GameScreen gameId={id} />);
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it('l’appel sans effet garde sa phrase et affiche le bandeau', async () => {
    // Night 2 after the Voyante (Chloé) died: her call is inert but still read.
    const user = userEvent.setup();
    const answers = [
      ...TO_DAY_VOTE,
      answer('vote', { j1: null, j2: null, j4: null, j5: null, j6: null, j7: null, j8: null }),
      answer('endormissement', null),
    ];
    const id = await storeGame(answers);
    render(<GameScreen gameId={id} />);
    const banner = await screen.findByRole('note');
    expect(banner.textContent).toBe('Sans effet\u00a0: Chloé est mort·e — lisez quand même la phrase');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nuit 2');
    expect(
      screen.getByText('La Voyante se réveille et me désigne le joueur dont elle veut connaître la carte.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByText('Les Loups-Garous se réveillent, se reconnaissent et choisissent ensemble leur victime.'),
    ).toBeTruthy();
  });
});
