/**
 * Poirot's show, player after player « dans l'ordre de son choix » (001:111):
 * Poirot points at the next player (the last one left needs no pointing),
 * says his guess, and the player answers, the MJ checking it (show.ts).
 */
import { de, name } from '../../quintebourg-family/text';
import { act, first, step } from '../common';
import { kill } from '../deaths';
import { allowed, guessOptions, outcome, verdict, type Verdict } from '../show';
import type { RCtx, Show } from '../types';
import { among, choose, type Bars, type PlayerId } from '../../../engine';
import type { RGame } from '../types';

const progress = (show: Show): string =>
  `Joueur ${show.total - show.left.length + 1} sur ${show.total}. Erreurs signalées : ${show.signaled}, dont grosses : ${show.big}.`;

/** The next call of the show: Poirot points at a player, or names the last one left. */
export function nextGuess(ctx: RCtx): void {
  const left = ctx.s.rs.show!.left;
  if (left.length === 1) ctx.react('show-devine', { id: left[0]! });
  else ctx.react('show-qui');
}

/** Poirot names those he has not named yet, in the order of his choice (001:111); the list is the show's. */
const LEFT_BARS: Bars<RGame, readonly PlayerId[]> = [
  among(
    (s, id) =>
      id === s.rs.show?.poirot
        ? `${name(s, id)} est Poirot : il annonce le rôle des autres.`
        : `Poirot a déjà annoncé le rôle de camp ${de(name(s, id))}.`,
    '001:111',
  ),
];

export const showQui = step({
  id: 'show-qui',
  title: 'Le show de Poirot\u00a0: à qui le tour',
  when: (s) => s.rs.show !== null,
  line: () => 'Poirot désigne le joueur dont il annonce maintenant le rôle de camp, dans l’ordre de son choix.',
  notes: (s) => [progress(s.rs.show!)],
  prompt: (s) => choose(s, { label: 'Joueur suivant', min: 1, max: 1 }, LEFT_BARS, s.rs.show!.left),
  resolve(ctx, value) {
    ctx.react('show-devine', { id: first(value)! });
  },
});

export const showDevine = step({
  id: 'show-devine',
  title: 'Le show de Poirot',
  when: (s, { id }) => s.rs.show !== null && s.rs.show.left.includes(id),
  line: (s, { id }) => `Poirot annonce le rôle de camp ${de(name(s, id))}.`,
  notes: (s) => [progress(s.rs.show!)],
  prompt: () => ({ kind: 'choice', label: 'Ce que dit Poirot', options: guessOptions() }),
  resolve(ctx, guess, { id }) {
    ctx.react('show-reponse', { id, guess });
  },
});

type AnswerOption = { value: Verdict; label: string };

export const showReponse = step({
  id: 'show-reponse',
  title: 'La réponse',
  when: (s, { id }) => s.rs.show !== null && s.rs.show.left.includes(id),
  line: (s, { id }) => `${name(s, id)} répond : « ok », « erreur » ou « grosse erreur ».`,
  notes: (s, { id, guess }) => [
    `Vérité : ${{ ok: 'juste', erreur: 'erreur (bon camp, mauvais rôle)', grosse: 'grosse erreur (mauvais camp)' }[verdict(s, id, guess)]}.`,
  ],
  prompt: () => {
    const options: AnswerOption[] = [
      { value: 'ok', label: 'Ok' },
      { value: 'erreur', label: 'Erreur' },
      { value: 'grosse', label: 'Grosse erreur' },
    ];
    return { kind: 'choice', label: 'Réponse', options };
  },
  validate: (s, answer, { id, guess }) =>
    allowed(verdict(s, id, guess)).includes(answer)
      ? null
      : {
          reason:
            'Cette réponse n’est pas permise : le joueur ne peut signaler une erreur que si Poirot s’est trompé, une grosse erreur que s’il s’est trompé de camp.',
          rule: '001:111',
        },
  resolve(ctx, answer, { id, guess }) {
    const s = ctx.s;
    const show = s.rs.show!;
    const truth = verdict(s, id, guess);
    const next: Show = {
      ...show,
      left: show.left.filter((x) => x !== id),
      signaled: show.signaled + (answer === 'ok' ? 0 : 1),
      big: show.big + (answer === 'grosse' ? 1 : 0),
      committed: show.committed + (truth === 'ok' ? 0 : 1),
    };
    ctx.emit(
      'show',
      { to: 'mj' },
      () => `Show de Poirot, ${name(s, id)} : ${guess} ; réponse « ${answer} » (vérité : ${truth}).`,
    );
    if (next.left.length > 0) {
      ctx.s.rs.show = next;
      nextGuess(ctx);
      return;
    }
    ctx.s.rs.show = null;
    finish(ctx, next);
  },
});

function finish(ctx: RCtx, show: Show): void {
  const s = ctx.s;
  const end = outcome(show);
  const who = name(s, show.poirot);
  if (end === 'honte') {
    ctx.emit('show', { to: 'public' }, () => `Le show de Poirot tourne mal : ${who} en meurt de honte.`);
    kill(ctx, show.poirot, 'honte', { told: `${who} meurt de honte.` });
    return;
  }
  if (end === 'gagne') {
    act(ctx, show.poirot, 'show');
    ctx.s.rs.showWon = show.poirot;
    ctx.emit(
      'show',
      { to: 'public' },
      () =>
        `Le show de Poirot réussit : ${show.signaled === 0 ? 'aucune erreur signalée' : 'une seule erreur signalée'}.`,
    );
    return;
  }
  ctx.emit(
    'show',
    { to: 'public' },
    () => `Le show de Poirot s’achève sur ${show.signaled} erreurs signalées : la partie continue.`,
  );
}
