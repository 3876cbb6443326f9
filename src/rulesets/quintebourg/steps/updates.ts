/**
 * Rows B and V (000_a045abd3825f1297.txt:738, 758): the bookkeeping rows.
 * B: a dissident or the Sénateur whose law kept a corrupt voter from voting
 * falls Q (000:600-604); a lover follows a partner who fell Q or M, or comes
 * back to I when the partner came back (000:239-241); a Q hated one is healed
 * when the other fell (000:465). V: the nights spent at the hospital (000:93)
 * and the médecin's research (000:253).
 */
import { asItStands, entryNow } from '../../../engine';
import { ack } from '../common';
import { changeHealth } from '../harm';
import { rank, stepUp } from '../health';
import { move, word } from '../health-words';
import { health, partnerIn, partyHolder } from '../queries';
import { name } from '../text';
import type { QCtx } from '../types';
import { step } from './step';

/** A line of this row's notes. */
function note(ctx: QCtx, step: string, line: string): void {
  const lines = entryNow(ctx.s.rs, 'night').lines;
  ctx.editEntry('night', { lines: { ...lines, [step]: [...(lines[step] ?? []), line] } });
}

export function startOfNightUpdates(ctx: QCtx): void {
  const rs = ctx.s.rs;
  // The news of the night and day before; a fall or a return from now on is learned at the next night (000:239-241).
  // Read as they stand: both lists are replaced, never written (`copy-on-access.ts`).
  const { fell, rose } = asItStands(rs).news;
  rs.news = { fell: [], rose: [] };
  for (const p of asItStands(rs).punish) {
    const s = ctx.s;
    const reached = changeHealth(ctx, p.id, 'Q', p.cause);
    note(
      ctx,
      'maj-debut',
      p.cause === 'corruption'
        ? `${name(s, p.id)} n’a pas voté comme on l’avait corrompu : ${reached}.`
        : `${name(s, p.id)} a fait passer une loi qui a empêché un corrompu de voter : ${reached}.`,
    );
  }
  rs.punish = [];
  // Returns first: a lover who fell by following his partner gets up with him, and his own fall is no
  // longer news that would send the partner back down (000:239-241).
  for (const id of rose) {
    const s = ctx.s;
    if (health(s, id) === 'Q' || health(s, id) === 'M') continue;
    const lover = partnerIn(asItStands(s.rs).lovers, id);
    if (lover && health(s, lover) === 'Q') {
      changeHealth(ctx, lover, 'I', 'amour-retour');
      note(ctx, 'maj-debut', `${name(s, lover)} apprend le retour de son amoureux·se ${name(s, id)} : I.`);
    }
  }
  for (const id of fell) {
    const s = ctx.s;
    const h = health(s, id);
    if (h !== 'Q' && h !== 'M') continue;
    const lover = partnerIn(asItStands(s.rs).lovers, id);
    if (lover && rank(health(s, lover)) < rank(h)) {
      const reached = changeHealth(ctx, lover, h, 'amour');
      note(ctx, 'maj-debut', `${name(s, lover)} apprend la chute de son amoureux·se ${name(s, id)} : ${reached}.`);
    }
    const hater = partnerIn(asItStands(s.rs).hated, id);
    if (hater && health(ctx.s, hater) === 'Q') {
      changeHealth(ctx, hater, 'I', 'haine');
      note(
        ctx,
        'maj-debut',
        `${name(s, hater)} apprend la chute de son haineux ${name(s, id)} : guéri·e, redevient Indemne.`,
      );
    }
  }
}

export const majDebut = step({
  id: 'maj-debut',
  title: 'Mise à jour (santé et argent)',
  enter: (ctx) => startOfNightUpdates(ctx),
  // What the MJ says at this row (000, row B); the notes say what changed. No marker named: the voice reads it whole.
  line: () => 'Mise à jour de la santé et de l’argent, avant les appels de la nuit.',
  notes: (s) => s.rs.night.lines['maj-debut'] ?? ['Rien à mettre à jour.'],
  prompt: () => ack(),
  resolve() {},
});

export function endOfNightUpdates(ctx: QCtx): void {
  const s0 = ctx.s;
  const medecin = partyHolder(s0, 'medecin');
  // The night's map and the hospital's counts are read as they stand (`asItStands`): this row writes neither map
  // nor long action, and a night with nobody B or C and no research writes nothing (a copy made to be read cost more).
  if (medecin && asItStands(s0.rs).night.long?.[medecin] === 'recherche') {
    ctx.s.rs.research++;
    note(
      ctx,
      'maj-fin',
      `Le médecin avance ses recherches : ${ctx.s.rs.research} nuit${ctx.s.rs.research > 1 ? 's' : ''}.`,
    );
  }
  for (const id of s0.order) {
    const s = ctx.s;
    const h = health(s, id);
    if (h !== 'B' && h !== 'C') continue;
    // Only a night spent at the hospital counts (000:93), as the night's map has it (row P): not a night
    // at home before an attack sent him there, nor a B's night out on guard (000:76, 447). A lover
    // watching over his partner's bed is at the hospital too (000:237).
    const now = asItStands(s.rs);
    const before = now.hospital[id] ?? 0;
    if (now.night.map?.[id]?.kind !== 'hospital') {
      note(
        ctx,
        'maj-fin',
        `${name(s, id)} (${word(h)}) n’a pas passé la nuit à l’hôpital : elle ne compte pas (${nightsText(before)} sur ${NIGHTS}).`,
      );
      continue;
    }
    const nights = before + 1;
    if (nights >= NIGHTS) {
      changeHealth(ctx, id, stepUp(h), 'hopital');
      note(ctx, 'maj-fin', `${name(s, id)} a passé trois nuits à l’hôpital : il ou elle ${move(h, stepUp(h))}.`);
    } else {
      ctx.s.rs.hospital[id] = nights;
      note(ctx, 'maj-fin', `${name(s, id)} (${word(h)}) : ${nightsText(nights)} à l’hôpital sur ${NIGHTS}.`);
    }
  }
}

/** Nights at the hospital that heal one step (000:93). */
const NIGHTS = 3;

const nightsText = (n: number): string => `${n} nuit${n > 1 ? 's' : ''}`;

export const majFin = step({
  id: 'maj-fin',
  title: 'Mise à jour de fin de nuit',
  enter: (ctx) => endOfNightUpdates(ctx),
  line: () => 'Fin de la nuit : nuits passées à l’hôpital, recherches du médecin.',
  notes: (s) => s.rs.night.lines['maj-fin'] ?? ['Rien à mettre à jour.'],
  prompt: () => ack(),
  resolve() {},
});
