/**
 * Dawn (003:16, 18, 76, 108, 122, 125, 130-131): the night's dead announced
 * with their nature (never their roles nor the cause), save a Détective's
 * traps; the Corbeaux' votes for today's bûcher; the Croque-Morts' report;
 * then the Maires' successors and the Vengeurs' choices, the post and the
 * private messages. The end of the game is checked after the post.
 */
import { type PlayerId, typo } from '../../../engine';
import { CAUSE_LABEL, nightDeaths } from '../deaths';
import { tell } from '../night/common';
import { roleName } from '../roles';
import { alive, de, name, nature, rolesOf } from '../queries/people';
import { privateDocs, publicPost, resolutionDoc } from '../texts';
import type { NCtx, NGame } from '../types';
import { maireLine } from './deadline';
import { reportDead } from './night';
import { ack, AUTO, step } from './step';

/** The causes of a player's deaths tonight, undone ones included. */
const tonight = (s: NGame, id: PlayerId) =>
  s.rs.deaths.filter((d) => d.id === id && d.day === s.clock.day && d.phase === 'night');

/** A Détective who watched himself (003:108, 122): the village learns how he died; brought back, he learns it himself. */
function traps(ctx: NCtx, dead: readonly PlayerId[]): void {
  const s = ctx.s;
  // Read from the state before dawn (see `aubeMorts`).
  for (const { id, boosted } of ctx.base.rs.night.traps) {
    const deaths = tonight(ctx.base, id);
    if (dead.includes(id)) {
      const d = deaths[deaths.length - 1]!;
      ctx.emit(
        'aube',
        { to: 'public' },
        () => `${name(s, id)} avait tendu ses pièges : il ou elle a été ${CAUSE_LABEL[d.cause]}.`,
      );
      if (boosted) {
        for (const r of rolesOf(s, id))
          ctx.announce(
            id,
            { role: r },
            () => `Les pièges ${de(name(s, id))} révèlent l’un de ses rôles : ${roleName(r)}.`,
          );
        ctx.emit(
          'aube',
          { to: 'public' },
          () => `Testament ${de(name(s, id))} : [collez ici le testament reçu par MP].`,
        );
      }
    } else if (deaths.length > 0) {
      tell(
        ctx,
        [id],
        `Détective : ${name(s, id)} apprend comment il ou elle est mort·e.`,
        `Vos pièges vous l’apprennent : vous avez été ${CAUSE_LABEL[deaths[0]!.cause]}, puis ramené·e à la vie.`,
      );
    } else {
      tell(
        ctx,
        [id],
        `Détective : les pièges ${de(name(s, id))} n’ont rien pris.`,
        'Vos pièges n’ont rien pris : personne ne vous a tué cette nuit.',
      );
    }
  }
}

export const aubeMorts = step({
  id: 'aube-morts',
  title: 'Les morts de la nuit',
  phase: 'dawn',
  ...AUTO,
  resolve(ctx) {
    const s = ctx.s;
    // Nothing of the ruleset's state is written here (announcements and messages only): read from the state before
    // dawn, which a playout's resolution need not copy.
    const dead = nightDeaths(ctx.base);
    traps(ctx, dead);
    if (dead.length === 0) ctx.emit('aube', { to: 'public' }, 'Personne n’est mort cette nuit.');
    for (const id of dead)
      ctx.announce(
        id,
        { health: 'mort', role: nature(s, id) },
        () => `${name(s, id)} a été retrouvé·e mort·e. Sa nature : ${nature(s, id)}.`,
      );
    const votes = new Map<PlayerId, number>();
    for (const x of ctx.base.rs.extra)
      if (x.from === 'corbeau' && x.day === s.clock.day && alive(s, x.target))
        votes.set(x.target, (votes.get(x.target) ?? 0) + x.n);
    for (const [id, n] of votes)
      ctx.emit(
        'aube',
        { to: 'public' },
        () => `Au petit matin, ${n} voix de plus contre ${name(s, id)} attendent le bûcher de ce jour.`,
      );
    reportDead(ctx, dead);
  },
});

export const aube = step({
  id: 'aube',
  title: 'L’aube',
  phase: 'dawn',
  line: (s) =>
    typo(
      `Aube du jour ${s.clock.day} : publiez le récapitulatif de la nuit (natures des morts, jamais leurs rôles ni la cause) et envoyez les messages privés.`,
    ),
  notes: (s) => {
    const causes = s.rs.deaths
      .filter((d) => d.day === s.clock.day && d.phase === 'night' && !d.undone)
      .map((d) => `${name(s, d.id)} : ${CAUSE_LABEL[d.cause]}`);
    return causes.length > 0 ? [typo(`Causes (secret) : ${causes.join(' ; ')}.`)] : [];
  },
  documents: (s) => [
    publicPost(s, {
      id: 'aube',
      title: `Aube du jour ${s.clock.day}`,
      day: s.clock.day,
      phases: ['night', 'dawn'],
      extra: [maireLine(s)],
    }),
    ...privateDocs(s, s.rs.pmFrom),
    resolutionDoc(s, s.clock.day),
  ],
  prompt: () => ack('Publié'),
  resolve(ctx) {
    ctx.s.rs.moment = 'aube';
  },
});
