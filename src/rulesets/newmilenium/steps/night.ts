/**
 * The night: its book of orders (sent in advance, 003:23), then the
 * resolution turn by turn in the book's order, each action taking effect at
 * once (003:22); when a player learned something before his turn, the MJ is
 * asked whether his order stands (003:23).
 */
import {
  asItStands,
  type BookOptions,
  type ClosedOrderKind,
  emptyBook,
  entered,
  memoBy,
  playerIn,
  playerRead,
  typo,
  byText,
} from '../../../engine';
import { homeBeds, mutualPairs } from '../mechanisms/houses';
import { advance, confirmed, currentTurn, finished, startTurns, toAsk } from '../mechanisms/turns';
import { applyEdit, bookOf, bookPrompt, checkEdit, describeBook, reopenEdit, type Kind, withElsewhere } from '../book';
import { mj } from '../night/common';
import { RUN } from '../night';
import { nightPlaces } from '../night/places';
import { activeActors, nightTurns, RANK_KINDS, RANK_TITLE } from '../night/turns';
import { echange } from '../orders/day';
import { NIGHT_ENTRIES, NIGHT_KINDS } from '../orders/night';
import {
  absent,
  alive,
  isWolf,
  living,
  name,
  names,
  present,
  presentPlayers,
  rolesOf,
  roleNames,
} from '../queries/people';
import { boostedTonight } from '../queries/powers';
import { emptyNight } from '../state';
import { privateDocs, resolutionDoc } from '../texts';
import type { NCtx, NGame } from '../types';
import { AUTO, step } from './step';

/** At nightfall: the Fuyard comes back, the Croque-Morts learn the day's dead, the swaps are settled (003:12, 125, 127). */
function nightfall(ctx: NCtx): void {
  const s = ctx.s;
  for (const id of s.order) {
    if (playerRead(s.players, id).markers.absent === s.clock.day) {
      delete playerIn(s.players, id).markers.absent;
      if (alive(s, id)) ctx.emit('retour', { to: 'public' }, () => `${name(s, id)} revient au village.`);
    }
  }
  // The day's book and deaths read as they stand: the book is replaced just below, the deaths only read.
  const requests = entered(bookOf(s), echange).map((o) => ({ from: o.player, to: o.value[0]! }));
  const swaps = mutualPairs(requests);
  const dayDead = asItStands(s.rs).deaths.filter(
    (d) => d.day === s.clock.day - 1 && d.phase === 'deadline' && !d.undone,
  );
  s.rs.night = { ...emptyNight(), beds: homeBeds(s.order, (id) => !present(s, id)), swaps };
  s.rs.book = emptyBook();
  s.rs.pmFrom = ctx.base.events.length;
  s.rs.delivered = {};
  reportDead(
    ctx,
    dayDead.map((d) => d.id),
  );
}

/** The Croque-Morts learn the roles of the dead (the manner too with the Sympathique's gift), unless salbatarised (003:113, 125). */
export function reportDead(ctx: NCtx, dead: readonly string[]): void {
  const s = ctx.s;
  if (dead.length === 0) return;
  for (const cm of presentPlayers(s).filter((id) => rolesOf(s, id).includes('croque-mort') && !dead.includes(id))) {
    if (playerRead(s.players, cm).markers.salbatarise === s.clock.day) continue;
    const manner = boostedTonight(s, cm, 'croque-mort');
    const lines = dead.map((id) => {
      const d = [...asItStands(s.rs).deaths].reverse().find((x) => x.id === id);
      return `${name(s, id)} : ${roleNames(rolesOf(s, id))}${manner && d ? ` (${d.cause === 'bucher' ? 'bûcher' : d.cause})` : ''}`;
    });
    ctx.emit(
      s.clock.phase === 'night' ? 'nuit' : 'aube',
      { to: 'players', ids: [cm] },
      () => `Croque-Mort : ${name(s, cm)} apprend ${lines.join(' ; ')}.`,
      { pm: typo(`Les morts et leurs rôles : ${lines.join(' ; ')}.`) },
    );
  }
}

function hints(s: NGame): string[] {
  const out = [
    typo(
      `Loups en vie : ${names(
        s,
        living(s).filter((id) => isWolf(s, id)),
      )}.`,
    ),
  ];
  if (s.rs.night.swaps.length > 0)
    out.push(
      typo(`Échanges prévus : ${s.rs.night.swaps.map(([a, b]) => `${name(s, a)} ↔ ${name(s, b)}`).join(', ')}.`),
    );
  const away = s.order.filter((id) => absent(s, id));
  if (away.length > 0) out.push(typo(`Absent·e(s) : ${names(s, away)}.`));
  return out;
}

export const nuit = step({
  id: 'nuit',
  title: 'La nuit',
  phase: 'night',
  enter: nightfall,
  line: (s) =>
    typo(
      `Nuit ${s.clock.day} : saisissez les ordres reçus par MP, puis clôturez pour les résoudre dans l’ordre du livre.`,
    ),
  notes: (s) => [...hints(s), ...describeBook(s, NIGHT_KINDS).map((l) => typo(l))],
  documents: (s) => privateDocs(s, s.rs.pmFrom),
  places: nightPlaces,
  prompt: (s) => bookPrompt(s, 'Ordres de la nuit', presentPlayers(s), NIGHT_KINDS),
  validate: (s, edit) => checkEdit(s, NIGHT_KINDS, NIGHT_ENTRIES, edit),
  resolve(ctx, edit) {
    applyEdit(ctx, edit, NIGHT_ENTRIES);
    if (!ctx.s.rs.book.closed) return;
    // What was shown at nightfall is sent: the dawn's messages start here.
    ctx.s.rs.pmFrom = ctx.base.events.length;
    ctx.s.rs.night.queue = startTurns(nightTurns(ctx.s));
  },
  repeat: (s) => !s.rs.book.closed,
});

/** Resolve turns until one must ask the MJ, or a reaction waits (a last shot, the pack's choice). */
export const nTour = step({
  id: 'n-tour',
  title: 'La résolution de la nuit',
  phase: 'night',
  ...AUTO,
  when: (s) => s.rs.night.queue !== null && !finished(s.rs.night.queue),
  resolve(ctx) {
    const night = ctx.s.rs.night;
    night.halt = false;
    for (let turn = currentTurn(night.queue!); turn; turn = currentTurn(night.queue!)) {
      const ask = RANK_KINDS[turn.key].length > 0 ? toAsk(night.queue!, activeActors(ctx.s, turn)) : [];
      if (ask.length > 0) {
        night.asking = ask;
        ctx.react('n-question');
        ctx.react('n-tour');
        return;
      }
      RUN[turn.key](ctx, turn.actors[0] ?? '');
      night.queue = advance(night.queue!);
      if (night.halt) {
        night.halt = false;
        ctx.react('n-tour');
        return;
      }
    }
  },
});

/** Read as it stands: asked inside resolutions that may not write the night, a read through `s.rs` would copy it. */
const asked = (s: NGame) => asItStands(s.rs).night.asking ?? [];
const turnNow = (s: NGame) => currentTurn(s.rs.night.queue!)!;

/** The kinds of every turn still to come tonight for the players asked: all their orders may change at once. */
function askedKinds(s: NGame): readonly Kind[] {
  // Kept per queue by the engine: the book's prompt, its check and the notes ask for the same kinds.
  return memoBy(kindsStillToCome, s, s.rs.night.queue!);
}

function kindsStillToCome(s: NGame): readonly Kind[] {
  const q = s.rs.night.queue!;
  const who = asked(s);
  const kinds = [
    ...new Set(
      q.turns
        .slice(q.at)
        .filter((t) => t.actors.some((a) => who.includes(a)))
        .flatMap((t) => RANK_KINDS[t.key]),
    ),
  ];
  return kinds;
}

/** The options of the confirmations' book, kept per queue like its kinds (the engine compares them by identity). */
function askedOptions(s: NGame): BookOptions {
  return memoBy(pastKinds, s, s.rs.night.queue!);
}

/**
 * The night's kinds no turn still to come tonight gives the players asked:
 * listed as shut, so that an order of one is refused with the rule (only an
 * order not yet resolved may change, 003:22-23) rather than as unknown.
 */
function pastKinds(s: NGame): BookOptions {
  const open = askedKinds(s);
  return withElsewhere(NIGHT_KINDS.filter((k) => !open.includes(k)).map((k) => PAST_KIND.get(k)!));
}

const PAST =
  'Cet ordre n’est plus à confirmer\u00a0: seuls les tours encore à venir cette nuit des joueurs interrogés se confirment (son tour est passé, ou aucun d’eux n’y joue).';

/** Each night kind listed as past, typeset once when the module loads (the queue changes at every confirmation). */
const PAST_KIND: ReadonlyMap<Kind, ClosedOrderKind> = new Map(
  NIGHT_KINDS.map((k) => [k, { id: k.id, label: typo(k.label), reason: PAST, rule: '003:22-23' }]),
);

/** Stop at a player who learned something before his turn: his order stands, changes, or is withdrawn (003:22-23). */
export const nQuestion = step({
  id: 'n-question',
  title: 'Un ordre à confirmer',
  phase: 'night',
  when: (s) => s.rs.night.asking !== null,
  line: (s) => {
    const who = asked(s);
    const row = RANK_TITLE[turnNow(s).key];
    return typo(
      who.length > 1
        ? `${names(s, who)} ont appris quelque chose avant leur tour (${row}) : envoyez-leur les messages ci-dessous et demandez si leurs ordres tiennent.`
        : `${names(s, who)} a appris quelque chose avant son tour (${row}) : envoyez-lui le message ci-dessous et demandez si ses ordres tiennent.`,
    );
  },
  notes: (s) => [
    typo('Saisissez un nouvel ordre, annulez-en un, ou « Clore les ordres » pour tout maintenir.'),
    ...describeBook(s, askedKinds(s)).map((l) => typo(l)),
  ],
  documents: (s) => [...privateDocs(s, s.rs.pmFrom, asked(s)), resolutionDoc(s, s.clock.day)],
  places: nightPlaces,
  // The orders were given at « La nuit »: the screen shows them standing, to keep, change or withdraw.
  prompt: (s) => ({
    ...bookPrompt(
      s,
      byText(typo, `Ordres à confirmer, à partir de : ${RANK_TITLE[turnNow(s).key]}`),
      asked(s),
      askedKinds(s),
      askedOptions(s),
    ),
    standing: s.rs.book.orders.filter((o) => asked(s).includes(o.player)),
  }),
  validate: (s, edit) =>
    'deadline' in edit
      ? {
          reason: typo('La deadline est passée : pendant la résolution de la nuit, on ne la déplace plus.'),
          rule: '003:23',
        }
      : // A shut kind may be cancelled in a book (its order stands until then): not one whose turn is past.
        'cancel' in edit && !askedKinds(s).some((k) => k.id === edit.cancel.kind)
        ? { reason: PAST, rule: '003:22-23' }
        : checkEdit(s, askedKinds(s), NIGHT_ENTRIES, edit),
  resolve(ctx, edit) {
    const s = ctx.s;
    if (!('close' in edit)) {
      reopenEdit(ctx, edit);
      const who = 'put' in edit ? edit.put.player : 'cancel' in edit ? edit.cancel.player : '';
      return mj(
        ctx,
        `${name(s, who)} ${'put' in edit ? 'change son ordre' : 'retire son ordre'} après ce qu’il ou elle a appris.`,
      );
    }
    const ids = asked(s);
    s.rs.night.queue = confirmed(s.rs.night.queue!, ids);
    for (const id of ids) s.rs.delivered[id] = ctx.base.events.length;
    s.rs.night.asking = null;
  },
  // Read as it stands: the night is written only when the orders are closed, and a read through `s.rs` would copy it.
  repeat: (s) => asItStands(s.rs).night.asking !== null,
});

/** The end of the night: tonight's protections and salbatarisations become « the night before » (003:74-75). */
export const finNuit = step({
  id: 'fin-nuit',
  title: 'La fin de la nuit',
  phase: 'night',
  ...AUTO,
  resolve(ctx) {
    const night = ctx.s.rs.night;
    ctx.s.rs.last = { protected: [...night.protected], salbatar: [...night.salbatar] };
    night.queue = null;
  },
});
