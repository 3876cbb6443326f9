/** Poirot's show, player after player (001:111): the guess, then the answer the MJ checks (show.ts). */
import { de, name } from '../../quintebourg-family/text';
import { act, game, step } from '../common';
import { kill } from '../deaths';
import { allowed, guessOptions, outcome, verdict, type Verdict } from '../show';
import type { RCtx, RGame } from '../types';

const current = (s: RGame) => {
  const show = s.rs.show!;
  return show.order[show.at]!;
};

export const showDevine = step({
  id: 'show-devine',
  title: 'Le show de Poirot',
  when: (s) => s.rs.show !== null,
  line: (s) => `Poirot annonce le rôle de camp ${de(name(s, current(s)))}.`,
  notes: (s) => {
    const show = s.rs.show!;
    return [`Joueur ${show.at + 1} sur ${show.order.length}. Erreurs signalées : ${show.signaled}, dont grosses : ${show.big}.`];
  },
  prompt: () => ({ kind: 'choice', label: 'Ce que dit Poirot', options: guessOptions() }),
  resolve(ctx, guess) {
    ctx.react('show-reponse', { guess });
  },
});

type AnswerOption = { value: Verdict; label: string };

export const showReponse = step({
  id: 'show-reponse',
  title: 'La réponse',
  when: (s) => s.rs.show !== null,
  line: (s) => `${name(s, current(s))} répond : « ok », « erreur » ou « grosse erreur ».`,
  notes: (s, { guess }) => [`Vérité : ${{ ok: 'juste', erreur: 'erreur (bon camp, mauvais rôle)', grosse: 'grosse erreur (mauvais camp)' }[verdict(s, current(s), guess)]}.`],
  prompt: () => {
    const options: AnswerOption[] = [
      { value: 'ok', label: 'Ok' },
      { value: 'erreur', label: 'Erreur' },
      { value: 'grosse', label: 'Grosse erreur' },
    ];
    return { kind: 'choice', label: 'Réponse', options };
  },
  validate: (s, answer, { guess }) => (allowed(verdict(s, current(s), guess)).includes(answer) ? null : { reason: 'Cette réponse n’est pas permise : le joueur ne peut signaler une erreur que si Poirot s’est trompé, une grosse erreur que s’il s’est trompé de camp.', rule: '001:111' }),
  resolve(ctx, answer, { guess }) {
    const s = game(ctx);
    const show = s.rs.show!;
    const truth = verdict(s, current(s), guess);
    const next = {
      ...show,
      at: show.at + 1,
      signaled: show.signaled + (answer === 'ok' ? 0 : 1),
      big: show.big + (answer === 'grosse' ? 1 : 0),
      committed: show.committed + (truth === 'ok' ? 0 : 1),
    };
    ctx.emit('show', { to: 'mj' }, `Show de Poirot, ${name(s, current(s))} : ${guess} ; réponse « ${answer} » (vérité : ${truth}).`);
    if (next.at < next.order.length) {
      ctx.s.rs.show = next;
      ctx.react('show-devine');
      return;
    }
    ctx.s.rs.show = null;
    finish(ctx, next);
  },
});

function finish(ctx: RCtx, show: NonNullable<RGame['rs']['show']>): void {
  const s = game(ctx);
  const end = outcome(show);
  const who = name(s, show.poirot);
  if (end === 'honte') {
    ctx.emit('show', { to: 'public' }, `Le show de Poirot tourne mal : ${who} en meurt de honte.`);
    kill(ctx, show.poirot, 'honte', { told: `${who} meurt de honte.` });
    return;
  }
  if (end === 'gagne') {
    act(ctx, show.poirot, 'show');
    ctx.s.rs.showWon = show.poirot;
    ctx.emit('show', { to: 'public' }, `Le show de Poirot réussit : ${show.signaled === 0 ? 'aucune erreur signalée' : 'une seule erreur signalée'}.`);
    return;
  }
  ctx.emit('show', { to: 'public' }, `Le show de Poirot s’achève sur ${show.signaled} erreurs signalées : la partie continue.`);
}
