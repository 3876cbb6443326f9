/**
 * What a death asks of the dead at once (003:102-103, 129-130): the
 * Chasseur's last shot (his card shown when he fires from the bûcher), the
 * Vengeur's two targets (three votes against each at the next day, four on
 * the first with the Sympathique's gift, and no vote for them; the source is
 * public).
 */
import { type Bars, choose, type PlayerId, playerIn, typo } from '../../../engine';
import { kill } from '../deaths';
import { mj, paranoid } from '../night/common';
import { ABSENT_BAR, DEAD_BAR, de, name, names } from '../queries/people';
import type { NCtx, NGame } from '../types';
import { step } from './step';

/** The Chasseur shoots another player in the game (003:129); the call's argument is the Chasseur. */
const SHOT: Bars<NGame, PlayerId> = [
  DEAD_BAR,
  ABSENT_BAR,
  {
    test: (_s, id, hunter) => id === hunter,
    why: (s, id) => `${name(s, id)} est le Chasseur : il ou elle tire sur un autre joueur.`,
    line: '003:129',
  },
];

/** The Vengeur names two other players in the game (003:130); the call's argument is the Vengeur. */
const AVENGED: Bars<NGame, PlayerId> = [
  DEAD_BAR,
  ABSENT_BAR,
  {
    test: (_s, id, avenger) => id === avenger,
    why: (s, id) => `${name(s, id)} est le Vengeur : ses deux cibles sont d’autres joueurs.`,
    line: '003:130',
  },
];

export const chasseur = step({
  id: 'chasseur',
  title: 'Le dernier tir du Chasseur',
  line: (s, { id, shots }) =>
    typo(
      `${name(s, id)} meurt et peut tirer${shots > 1 ? ` sur ${shots} joueurs` : ''} : demandez-lui par MP sur qui (ou personne).`,
    ),
  prompt: (s, { id, shots }) => choose(s, { label: 'Cible du Chasseur', min: 0, max: shots }, SHOT, id),
  resolve(ctx, targets, { id }) {
    const s = ctx.s;
    if (targets.length === 0) return mj(ctx, `Chasseur : ${name(s, id)} ne tire pas.`);
    const fromPyre =
      s.clock.phase === 'deadline' &&
      s.rs.deaths.some((d) => d.id === id && d.cause === 'bucher' && d.day === s.clock.day && !d.undone);
    if (fromPyre)
      ctx.announce(
        id,
        { role: 'chasseur' },
        () => `${name(s, id)} se révèle Chasseur : dans un dernier sursaut, il ou elle abat ${names(s, targets)}.`,
      );
    else if (s.clock.phase === 'night') mj(ctx, `Chasseur : ${name(s, id)} tire en mourant sur ${names(s, targets)}.`);
    else ctx.emit('bucher', { to: 'public' }, () => `Un coup de feu claque : ${names(s, targets)} s’effondre.`);
    for (const t of targets) kill(ctx, t, 'chasseur', [id]);
  },
});

/** The day the Vengeur's votes count: the next day after a bûcher, this day after a night (003:130). */
const vengeanceDay = (s: NGame) => (s.clock.phase === 'dawn' ? s.clock.day : s.clock.day + 1);

function avenge(ctx: NCtx, id: PlayerId, targets: readonly PlayerId[], boosted: boolean): void {
  const s = ctx.s;
  if (targets.length === 0) return mj(ctx, `Vengeur : ${name(s, id)} ne désigne personne.`);
  const day = vengeanceDay(s);
  targets.forEach((t, i) => {
    const n = boosted && i === 0 ? 4 : 3;
    s.rs.extra.push({ target: t, n, from: 'vengeur', source: id, day });
    playerIn(s.players, t).markers.muet = day;
    paranoid(ctx, t, id, 'vengeur');
  });
  const counts = targets.map((t, i) => `${boosted && i === 0 ? 4 : 3} contre ${name(s, t)}`).join(', ');
  const when = day === s.clock.day ? 'aujourd’hui' : 'demain';
  ctx.emit(
    'vengeance',
    { to: 'public' },
    () =>
      `La vengeance ${de(name(s, id))} pèse sur le bûcher ${when} : ${counts} ; ${names(s, targets)} ne voteront pas ${when}.`,
  );
}

const VENGEUR_TARGETS = { label: 'Les deux cibles du Vengeur (la première d’abord)', min: 0, max: 2 };

const vengeurPrompt = (s: NGame, id: PlayerId) => choose(s, VENGEUR_TARGETS, AVENGED, id);

export const vengeur = step({
  id: 'vengeur',
  title: 'La vengeance du Vengeur',
  line: (s, { id }) => typo(`${name(s, id)} meurt et désigne deux joueurs : demandez-les-lui par MP (ou personne).`),
  prompt: (s, { id }) => vengeurPrompt(s, id),
  resolve(ctx, targets, { id, boosted }) {
    avenge(ctx, id, targets, boosted);
  },
});

/** The Vengeurs dead at night name their targets at dawn, once the night's deaths are final. */
export const vengeance = step({
  id: 'vengeance',
  title: 'Les vengeances de la nuit',
  phase: 'dawn',
  when: (s) => s.rs.vengeances.length > 0,
  line: (s) =>
    typo(
      `${name(s, s.rs.vengeances[0]!.id)} est mort·e cette nuit et désigne deux joueurs : saisissez son choix reçu par MP.`,
    ),
  prompt: (s) => vengeurPrompt(s, s.rs.vengeances[0]!.id),
  resolve(ctx, targets) {
    const next = ctx.s.rs.vengeances.shift()!;
    avenge(ctx, next.id, targets, next.boosted);
  },
  repeat: (s) => s.rs.vengeances.length > 0,
});
