/** The Chef's call and the announcement it sets off. */
import { chef, living } from '../state';
import { step } from './step';
import { playerOf } from '../../../engine';

export const designer = step({
  id: 'designer',
  title: 'Le Chef',
  role: 'chef',
  inert: (s) => (playerOf(s, chef(s)).health === 'mort' ? 'le Chef est mort' : null),
  line: () => 'Le Chef désigne un joueur.',
  wakes: (s) => [chef(s)],
  prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: living(s) }),
  // The answer is typed from the prompt: a list of player ids.
  validate: (s, [target]) => (playerOf(s, target!).role === 'chef' ? 'Le Chef ne peut pas se désigner.' : null),
  resolve(ctx, [target]) {
    const id = target!;
    playerOf(ctx.s, id).markers.marque = true;
    ctx.emit('marque', { to: 'mj' }, `${playerOf(ctx.base, id).name} est marqué.`);
    // The arguments are checked against the step's declared ones (`ToySteps.annonce`).
    ctx.react('annonce', { id });
  },
});

export const annonce = step({
  id: 'annonce',
  title: 'Annonce',
  line: (s, { id }) => `Annoncez : ${playerOf(s, id).name}.`,
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx, _value, { id }) {
    ctx.setHealth(id, 'mort', 'désigné');
    ctx.announce(id, { health: 'mort' }, `${playerOf(ctx.base, id).name} est mort.`);
  },
});
