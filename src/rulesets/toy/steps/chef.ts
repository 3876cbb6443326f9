/** The Chef's call and the announcement it sets off. */
import { chef, living } from '../state';
import { step } from './step';
import { playerIn } from '../../../engine';

export const designer = step({
  id: 'designer',
  title: 'Le Chef',
  role: 'chef',
  inert: (s) => (playerIn(s.players, chef(s)).health === 'mort' ? 'le Chef est mort' : null),
  line: () => 'Le Chef désigne un joueur.',
  wakes: (s) => [chef(s)],
  prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: living(s) }),
  // The answer is typed from the prompt: a list of player ids.
  validate: (s, [target]) => (playerIn(s.players, target!).role === 'chef' ? 'Le Chef ne peut pas se désigner.' : null),
  resolve(ctx, [target]) {
    const id = target!;
    playerIn(ctx.s.players, id).markers.marque = true;
    ctx.emit('marque', { to: 'mj' }, () => `${playerIn(ctx.base.players, id).name} est marqué.`);
    // The arguments are checked against the step's declared ones (`ToySteps.annonce`).
    ctx.react('annonce', { id });
  },
});

export const annonce = step({
  id: 'annonce',
  title: 'Annonce',
  line: (s, { id }) => `Annoncez : ${playerIn(s.players, id).name}.`,
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx, _value, { id }) {
    ctx.setHealth(id, 'mort', 'désigné');
    ctx.announce(id, { health: 'mort' }, () => `${playerIn(ctx.base.players, id).name} est mort.`);
  },
});
