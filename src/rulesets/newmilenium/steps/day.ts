/**
 * The day: the MJ enters the orders as the private messages arrive (votes,
 * the Maire's election or removal, swaps, day powers), editable until the
 * deadline; the Sympathique acts at once, the Lâche's and the Araignée's
 * messages are counted (003:12-19, 91-95).
 */
import { type Block, describeTally, emptyBook, entered, tally, type TextDoc, typo } from '../../../engine';
import { applyEdit, bookPrompt, checkEdit, describeBook } from '../book';
import {
  DAY_ENTRIES,
  DAY_KINDS,
  candidates,
  destitution,
  echange,
  lacheAllowance,
  linkOf,
  sent,
  sympathique1,
  sympathique2,
  voteMaire,
} from '../orders/day';
import { mj, tell } from '../night/common';
import { giveGift } from '../sympathique';
import { de, hasRole, name, names, presentPlayers } from '../queries/people';
import { maire } from '../queries/votes';
import { emptyDay } from '../state';
import { privateDocs } from '../texts';
import type { NGame } from '../types';
import { pyre } from './bucher';
import { checkElection, checkRemoval } from './maire';
import { step } from './step';

const item = (t: string) => [typo(t)];

/** The MJ's running count of the day (exact counts stay with the MJ: 003:16). */
function voteRecap(s: NGame): TextDoc {
  const blocks: Block[] = [];
  if (s.clock.day === 0) {
    const votes = entered(s.rs.book, voteMaire);
    const t = tally(votes.map((o) => ({ voter: o.player, target: o.value[0] ?? null, weight: 1 })));
    blocks.push({ kind: 'heading', text: ['Élection du Maire'] });
    blocks.push({
      kind: 'paragraph',
      text: [typo(`Candidats : ${candidates(s).length > 0 ? names(s, candidates(s)) : 'aucun pour l’instant'}.`)],
    });
    blocks.push({
      kind: 'paragraph',
      text: [typo('Décompte : '), { bold: describeTally(t, (id) => name(s, id)) }, '.'],
    });
  } else {
    const p = pyre(s);
    blocks.push({ kind: 'heading', text: [`Votes du jour ${s.clock.day}`] });
    blocks.push({
      kind: 'paragraph',
      text: [typo('Décompte avec les voix ajoutées : '), { bold: describeTally(p.tally, (id) => name(s, id)) }, '.'],
    });
    if (p.silenced.length > 0)
      blocks.push({ kind: 'paragraph', text: [typo(`Privés de vote : ${names(s, p.silenced)}.`)] });
    if (s.rs.day.election) blocks.push({ kind: 'paragraph', text: [typo('Élection du nouveau Maire en cours.')] });
  }
  return { id: 'votes', title: 'Décompte (pour le MJ)', audience: { to: 'mj' }, blocks };
}

/** The Lâche's messages to relay, and what each may still send (003:92). */
function relays(s: NGame): TextDoc | null {
  const items = s.rs.day.messages
    .filter((m) => m.kind === 'lache')
    .map((m, i) =>
      item(`n° ${i + 1} : ${de(name(s, m.from))} (Lâche) à ${name(s, m.to)} — à relayer sans dire de qui`),
    );
  const counts = presentPlayers(s)
    .filter((id) => hasRole(s, id, 'lache') && s.clock.day > 0)
    .map((id) => {
      const left = lacheAllowance(s, id) - sent(s, id, 'lache');
      return item(
        `${name(s, id)} : ${sent(s, id, 'lache')} envoyé(s), ${Number.isFinite(left) ? `${left} restant(s)` : 'sans limite aujourd’hui'}`,
      );
    });
  const links = presentPlayers(s)
    .filter((id) => linkOf(s, id).partners.length > 0)
    .map((id) =>
      item(
        `${name(s, id)} → ${names(s, linkOf(s, id).partners)} : ${sent(s, id, 'araignee')} sur ${linkOf(s, id).allowance} message(s)`,
      ),
    );
  if (items.length + counts.length + links.length === 0) return null;
  const blocks: Block[] = [];
  if (items.length > 0) blocks.push({ kind: 'list', items });
  if (counts.length > 0) blocks.push({ kind: 'paragraph', text: ['Lâches'] }, { kind: 'list', items: counts });
  if (links.length > 0) blocks.push({ kind: 'paragraph', text: ['Liens d’Araignée'] }, { kind: 'list', items: links });
  return { id: 'messages', title: 'Messages comptés (pour le MJ)', audience: { to: 'mj' }, blocks };
}

/** The swap requests so far (003:12). */
function swaps(s: NGame): TextDoc | null {
  const items = entered(s.rs.book, echange).map((o) =>
    item(`${name(s, o.player)} demande à échanger avec ${names(s, o.value)}`),
  );
  return items.length === 0
    ? null
    : {
        id: 'echanges',
        title: 'Demandes d’échange (pour le MJ)',
        audience: { to: 'mj' },
        blocks: [{ kind: 'list', items }],
      };
}

export const jour = step({
  id: 'jour',
  title: 'La journée',
  phase: 'day',
  enter(ctx) {
    ctx.s.rs.book = emptyBook();
    ctx.s.rs.day = emptyDay();
    ctx.s.rs.pmFrom = ctx.base.events.length;
  },
  line: (s) =>
    typo(
      s.clock.day === 0
        ? 'Journée 0 : saisissez les candidatures et les votes pour le Maire, les échanges de maisons et les pouvoirs de jour au fil des MP, puis clôturez à la deadline.'
        : `Journée ${s.clock.day} : saisissez les votes du bûcher, les échanges, les pouvoirs de jour et les messages au fil des MP, puis clôturez à la deadline.`,
    ),
  notes: (s) => {
    const head = maire(s) ? [typo(`Maire : ${name(s, maire(s)!)}.`)] : [];
    return [...head, ...describeBook(s, DAY_KINDS).map((l) => typo(l))];
  },
  documents: (s) =>
    [voteRecap(s), relays(s), swaps(s), ...privateDocs(s, s.rs.pmFrom)].filter((d): d is TextDoc => d !== null),
  prompt: (s) => bookPrompt(s, 'Ordres de la journée', presentPlayers(s), DAY_KINDS),
  validate: (s, edit) => checkEdit(s, DAY_KINDS, DAY_ENTRIES, edit),
  resolve(ctx, edit) {
    applyEdit(ctx, edit, DAY_ENTRIES);
    // The deadline's private messages start here.
    if ('close' in edit) ctx.s.rs.pmFrom = ctx.base.events.length;
    if (!('put' in edit)) return;
    const { player, kind } = edit.put;
    if (DAY_ENTRIES[kind] === 'counted') {
      const m = ctx.s.rs.day.messages[ctx.s.rs.day.messages.length - 1]!;
      mj(
        ctx,
        `${kind === 'lache' ? 'Lâche' : 'Araignée'} : message ${de(name(ctx.s, player))} à ${name(ctx.s, m.to)} (${sent(ctx.s, player, m.kind)} aujourd’hui).`,
      );
      // The MJ relays the Lâche's words without saying whose they are (003:92).
      if (kind === 'lache')
        tell(
          ctx,
          [m.to],
          `Message anonyme pour ${name(ctx.s, m.to)}.`,
          'Un message anonyme vous parvient : « [collez ici le texte reçu du Lâche] »',
        );
    }
    if (kind === sympathique1.id || kind === sympathique2.id) {
      const [to] = sympathique1.read(edit.put.value);
      giveGift(ctx, player, to!, kind === sympathique1.id ? 1 : 2);
    }
    if (kind === destitution.id) checkRemoval(ctx);
    if (kind === voteMaire.id && ctx.s.clock.day > 0) checkElection(ctx);
  },
  repeat: (s) => !s.rs.book.closed,
});
