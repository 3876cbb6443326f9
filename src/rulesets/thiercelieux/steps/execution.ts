/**
 * The village's verdict and the last words it sets off: the execution (the
 * Idiot spared once, the Fanatique naming the wolves at the stake), the
 * Chasseur's last shot, the Capitaine's successor.
 */
import { playerIn, playerRead, type PlayerId, ALL, choose, ONE_IF_ANY } from '../../../engine';
import { kill } from '../deaths';
import { roleDef } from '../roles';
import { AWAY, isWolf, livingWolves, name, names, powered } from '../state';
import type { TGame } from '../types';
import { awayAnd } from './barred';
import { step } from './step';

/** The Fanatique at the stake may name the wolves (004:230-232). */
const isFanatic = (s: TGame, id: PlayerId): boolean => playerRead(s.players, id).role === 'fanatique';

/** He denounces the others around the table (004:230). */
const ACCUSED_BARS = awayAnd<PlayerId>({
  test: (_s, id, fanatic) => id === fanatic,
  why: (s, id) => `${name(s, id)} est le Fanatique : au bûcher, il dénonce les autres joueurs qu’il croit loups.`,
  line: '004:230',
});

/** He wins if he names every wolf still in the game and nobody else (004:230). */
export function namesEveryWolf(s: TGame, fanatic: PlayerId, accused: PlayerId[]): boolean {
  const wolves = livingWolves(s).filter((id) => id !== fanatic);
  return wolves.length > 0 && accused.length === wolves.length && accused.every((id) => isWolf(s, id));
}

/** The Idiot du Village, designated by the vote for the first time: spared, his card turned over. */
function sparedIdiot(s: TGame, id: PlayerId): boolean {
  const p = playerIn(s.players, id);
  return p.role === 'idiot' && p.markers.idiotRevele !== true && powered(s, id);
}

export const execution = step({
  id: 'execution',
  title: 'L’exécution',
  phase: 'day',
  line: (s, { target }) => {
    const p = playerIn(s.players, target);
    if (sparedIdiot(s, target)) {
      return `Le village a désigné ${p.name}. C’est l’Idiot du Village : retournez sa carte, il est épargné mais ne votera plus.`;
    }
    if (isFanatic(s, target)) {
      return `Le village a désigné ${p.name}, le Fanatique. Avant de mourir sur le bûcher, il peut dénoncer à voix haute ceux qu’il croit loups : notez-les.`;
    }
    return `Le village a désigné ${p.name}, qui est exécuté·e. Retournez sa carte : ${roleDef(p.role).name}.`;
  },
  prompt: (s, { target }) => {
    if (!isFanatic(s, target)) return { kind: 'ack', label: 'Annoncé' };
    return choose(s, { label: 'Joueurs dénoncés par le Fanatique', min: 0, max: ALL }, ACCUSED_BARS, target);
  },
  resolve(ctx, value, { target }) {
    const s = ctx.base;
    const p = playerIn(s.players, target);
    if (sparedIdiot(s, target)) {
      playerIn(ctx.s.players, target).markers.idiotRevele = true;
      ctx.announce(
        target,
        { role: 'idiot' },
        () => `${p.name} est l’Idiot du Village : épargné·e, il ou elle ne votera plus.`,
      );
      return;
    }
    if (isFanatic(s, target)) {
      // The Fanatique's prompt is a players one: his answer is the list he named.
      const accused = s.order.filter((id) => value?.includes(id) === true);
      const text = accused.length ? `${p.name} dénonce ${names(s, accused)}` : `${p.name} ne dénonce personne`;
      if (namesEveryWolf(s, target, accused)) {
        ctx.s.rs.fanaticHero = target;
        ctx.emit('fanatique', { to: 'public' }, () => `${text} : il a vu juste, et meurt en héros du village.`, {
          player: target,
          accused,
        });
      } else {
        ctx.emit(
          'fanatique',
          { to: 'public' },
          () => (accused.length ? `${text}. Le MJ l’accuse de mensonge.` : `${text}.`),
          {
            player: target,
            accused,
          },
        );
      }
    }
    kill(ctx, target, 'vote');
  },
});

export const chasseur = step({
  id: 'chasseur',
  title: 'Le dernier tir du Chasseur',
  line: (s, { id }) =>
    `${name(s, id)} était le Chasseur : dans son dernier souffle, il désigne un joueur qu’il emporte.`,
  prompt: (s) => choose(s, { label: 'Cible du Chasseur', min: ONE_IF_ANY, max: 1 }, AWAY),
  resolve(ctx, value, { id: shooter }) {
    const target = value[0];
    if (!target) return;
    // The shot is fired in front of everyone: it tells who the Chasseur was, even when the cards of the dead stay hidden,
    // and even when the table last saw another card in his hands (an Imposteur who took a Chasseur's card, 004:298).
    if (playerIn(ctx.base.players, shooter).announced.role !== 'chasseur')
      ctx.announce(shooter, { role: 'chasseur' }, () => `${name(ctx.base, shooter)} était le Chasseur.`);
    kill(ctx, target, 'chasseur');
  },
});

export const successeur = step({
  id: 'successeur',
  title: 'Le successeur du Capitaine',
  line: (s, { id }) => `${name(s, id)} était Capitaine : il ou elle désigne son successeur.`,
  prompt: (s) => choose(s, { label: 'Nouveau Capitaine', min: ONE_IF_ANY, max: 1 }, AWAY),
  resolve(ctx, value) {
    const s = ctx.base;
    const next = value[0] ?? null;
    ctx.s.posts.capitaine = next;
    if (next) ctx.emit('capitaine', { to: 'public' }, () => `${name(s, next)} devient Capitaine.`, { player: next });
  },
});
