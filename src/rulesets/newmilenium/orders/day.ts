/**
 * The day's orders, sent to the MJ by private message (003:12, 15-19, 91-95):
 * bûcher votes, the Maire's election and removal, house swaps, and the day
 * powers — Institutrice, Châtelain, Sympathique, Lâche, the Araignée's links.
 */
import { type Bar, type Bars, choose, eligible, entered, orderOf, type PlayerId } from '../../../engine';
import { order, type Entry, type Kind } from '../book';
import { asRole, AWAY, MUTE, shutWhen } from './givers';
import { HOUSE_OUT } from '../queries/houses';
import { alive, hasRole, living, names, present, PRESENT } from '../queries/people';
import { boostedToday, canAct } from '../queries/powers';
import { maire, silenceMax } from '../queries/votes';
import type { NGame } from '../types';

/** One player among those in the game now (alive, not away: 003:127). */
const one = (s: NGame, fields: { label: string; min: 1; max: 1 }) => choose(s, fields, PRESENT);

const oneOf = (label: string) => ({ label, min: 1, max: 1 }) as const;

const notSelf = (s: NGame, player: PlayerId, ids: readonly PlayerId[], reason: string, rule: string) =>
  ids.includes(player) ? { reason: `${names(s, [player])} : ${reason}`, rule } : null;

/** No bûcher nor day power on day 0: it elects the Maire (003:17). */
const DAY_ZERO = shutWhen((s) => s.clock.day < 1, 'Le jour 0 sert à élire le Maire : pas de bûcher.', '003:17');

// --- The bûcher (003:15) -------------------------------------------------------------------------

const VOTE_AGAINST = oneOf('Vote contre');

export const vote = order({
  id: 'vote',
  label: 'Vote du bûcher',
  // The day's order every voter sends (003:15): in place on his row.
  main: true,
  givers: [DAY_ZERO, AWAY, MUTE],
  prompt: (s) => one(s, VOTE_AGAINST),
  // Not offered to the voter himself, refused if named: « contre quelqu'un d'autre que vous-même » (003:15).
  notSelf: { reason: 'On vote toujours contre quelqu’un d’autre que soi.', rule: '003:15' },
  describe: (s, ids) => names(s, ids),
});

// --- The Maire (003:17-19) -----------------------------------------------------------------------

export const candidat = order({
  id: 'candidat',
  label: 'Candidature à la mairie',
  givers: [shutWhen((s) => s.clock.day !== 0, 'On ne se porte candidat·e à la mairie qu’au jour 0.', '003:17'), AWAY],
  prompt: () => ({ kind: 'choice', label: 'Candidature', options: [{ value: 'oui', label: 'Se présenter' }] }),
  describe: () => 'candidat·e',
});

/** Whether the Maire's election is open: day 0, or after a removal (003:17, 19). */
export function electionOpen(s: NGame): boolean {
  return s.clock.day === 0 || s.rs.day.election;
}

/** Day 0's vote goes to one of the declared candidates (003:17). */
const CANDIDATES: Bars<NGame> = [
  ...PRESENT,
  {
    test: (s, id) => orderOf(s.rs.book, id, candidat) === null,
    why: (s, id) => `${names(s, [id])} ne s’est pas porté·e candidat·e à la mairie.`,
    line: '003:17',
  },
];

/** Typeset already (the book typesets its labels: one that does not change keeps its prompt as it is). */
const FOR_A_CANDIDATE = { label: 'Candidat choisi (aucun\u00a0: vote blanc)', min: 0, max: 1 };
const NEW_MAIRE = oneOf('Nouveau Maire');

export const voteMaire = order({
  id: 'vote-maire',
  label: 'Vote pour le Maire',
  // Day 0's candidates are the book's candidatures.
  readsBook: true,
  // While the election is open everyone votes in it (003:17, 19), beside the bûcher vote after a removal: in place too.
  main: true,
  givers: [shutWhen((s) => !electionOpen(s), 'Aucune élection du Maire n’est ouverte.', '003:19'), AWAY],
  prompt: (s) =>
    s.clock.day === 0
      ? choose(s, FOR_A_CANDIDATE, CANDIDATES)
      : // After a removal everyone votes for a new Maire (003:19): no blank vote to offer.
        one(s, NEW_MAIRE),
  // Offered to each voter as the rule allows: never himself, and a candidate never blank (003:17).
  notSelf: { reason: 'On ne vote pas pour soi-même à la mairie.', rule: '003:17' },
  // Day 0's candidates are the prompt's; a blank vote is day 0's only (after a removal the prompt takes one name, 003:19).
  noBlank: (s, prompt) =>
    s.clock.day === 0 && prompt.candidates.length > 0
      ? Object.fromEntries(
          prompt.candidates.map((id) => [
            id,
            {
              reason: `${names(s, [id])} est candidat·e\u00a0: il ou elle doit voter pour un autre candidat.`,
              rule: '003:17',
            },
          ]),
        )
      : null,
  describe: (s, ids) => (ids.length === 0 ? 'blanc' : names(s, ids)),
});

/** A removal is tried from day 3 on, against a Maire in office, once a day (003:19): a rule for every seat at once. */
const REMOVAL_SHUT: Bar<NGame> = {
  test: (s) => s.clock.day < 3 || maire(s) === null || s.rs.day.removedToday,
  why: (s) =>
    s.clock.day < 3
      ? `On ne tente de destituer le Maire qu’à partir du jour\u00a03 (nous sommes au jour\u00a0${s.clock.day}).`
      : maire(s) === null
        ? 'Il n’y a pas de Maire en place à destituer.'
        : 'Le Maire a déjà été destitué aujourd’hui.',
  line: '003:19',
};

export const destitution = order({
  id: 'destitution',
  label: 'Destitution du Maire',
  givers: [REMOVAL_SHUT, AWAY],
  prompt: () => ({
    kind: 'choice',
    none: 'non',
    label: 'Destituer le Maire ?',
    options: [
      { value: 'oui', label: 'Oui' },
      { value: 'non', label: 'Non' },
    ],
  }),
  describe: (_s, v) => v,
});

// --- House swaps (003:12-13) ----------------------------------------------------------------------

/** A swap is with a player in the game whose house is in play (003:10, 12). */
const SWAPPABLE: Bars<NGame> = [...PRESENT, HOUSE_OUT];
const SWAP_WITH = oneOf('Échanger sa maison avec');

export const echange = order({
  id: 'echange',
  label: 'Échange de maison',
  givers: [AWAY],
  prompt: (s) => choose(s, SWAP_WITH, SWAPPABLE),
  // « échanger de maison avec un autre » (003:12).
  notSelf: { reason: 'On n’échange pas sa maison avec soi-même.', rule: '003:12' },
  describe: (s, ids) => names(s, ids),
});

// --- Day powers (003:91-95) -----------------------------------------------------------------------

const SYMPATHIQUE = asRole('sympathique', '003:95', 'sympathique');

const SILENCED = { label: 'Privés de vote aujourd’hui', min: 1, max: 3 };

export const institutrice = order({
  id: 'institutrice',
  label: 'Institutrice : privés de vote',
  givers: [DAY_ZERO, ...asRole('institutrice', '003:93')],
  prompt: (s) => choose(s, SILENCED, PRESENT),
  check: (s, _player, ids) =>
    ids.length > silenceMax(s)
      ? {
          reason: `Avec ${living(s).length} vivants, l’Institutrice prive au plus ${silenceMax(s)} joueurs de vote.`,
          rule: '003:93',
        }
      : null,
  describe: (s, ids) => names(s, ids),
});

const SPARED = { label: 'Si l’un d’eux doit brûler, pas de bûcher', min: 1, max: 2 };

export const chatelain = order({
  id: 'chatelain',
  label: 'Châtelain : annuler le bûcher de…',
  givers: [DAY_ZERO, ...asRole('chatelain', '003:94', 'chatelain')],
  prompt: (s) => choose(s, SPARED, PRESENT),
  // « Il ne peut pas annuler son propre bûcher ! » (003:94).
  notSelf: { reason: 'Le Châtelain ne peut pas annuler son propre bûcher.', rule: '003:94' },
  describe: (s, ids) => names(s, ids),
});

const HELPED = oneOf('Joueur aidé');

function sympathique(slot: 1 | 2) {
  return order({
    id: `sympathique-${slot}`,
    label: `Sympathique : renforcer le ${slot === 1 ? 'premier' : 'second'} rôle de…`,
    givers: SYMPATHIQUE,
    prompt: (s) => one(s, HELPED),
    // « de booster à quelqu'un … (pas lui-même) » (003:95).
    notSelf: { reason: 'Le Sympathique ne s’aide pas lui-même.', rule: '003:95' },
    describe: (s, ids) => names(s, ids),
  });
}

export const sympathique1 = sympathique(1);
export const sympathique2 = sympathique(2);

/** The Lâche's allowance today: twice the day's number, unlimited with the Sympathique's gift (003:92, 116). */
export function lacheAllowance(s: NGame, id: PlayerId): number {
  return boostedToday(s, id, 'lache') ? Infinity : 2 * s.clock.day;
}

export function sent(s: NGame, id: PlayerId, kind: 'lache' | 'araignee'): number {
  return s.rs.day.messages.filter((m) => m.from === id && m.kind === kind).length;
}

const ADDRESSEE = oneOf('Destinataire');

export const lache = order({
  id: 'lache',
  label: 'Lâche : message anonyme',
  givers: [
    ...asRole('lache', '003:92'),
    {
      test: (s, id) => sent(s, id, 'lache') >= lacheAllowance(s, id),
      why: (s, id) =>
        s.clock.day === 0
          ? 'Au jour\u00a00, le Lâche n’envoie aucun message anonyme (deux fois le numéro du jour).'
          : `${names(s, [id])} a déjà envoyé ses ${lacheAllowance(s, id)} messages anonymes du jour\u00a0${s.clock.day}\u00a0: le Lâche en envoie deux fois le numéro du jour.`,
      line: '003:92',
    },
  ],
  prompt: (s) => one(s, ADDRESSEE),
  // The book does not say it (003:92 names « le joueur destinataire »): a reading, so offered, then refused.
  check: (s, player, ids) => notSelf(s, player, ids, 'un message anonyme va à quelqu’un d’autre.', '003:92'),
  describe: (s, ids) => names(s, ids),
});

/** The players an Araignée linked to `id` today, and how many messages he may send them (003:91, 112). */
export function linkOf(s: NGame, id: PlayerId): { partners: PlayerId[]; allowance: number } {
  const links = s.rs.links.filter((l) => l.day === s.clock.day && l.members.includes(id));
  const partners = [...new Set(links.flatMap((l) => l.members.filter((m) => m !== id)))];
  return { partners, allowance: links.reduce((n, l) => n + l.each, 0) };
}

export const araigneeMp = order({
  id: 'araignee-mp',
  label: 'Araignée : message à un joueur relié',
  givers: [
    AWAY,
    {
      test: (s, id) => sent(s, id, 'araignee') >= linkOf(s, id).allowance,
      why: (s, id) => `${names(s, [id])} n’a plus de message à envoyer par les liens d’une Araignée aujourd’hui.`,
      line: '003:91',
    },
  ],
  prompt: (s) => one(s, ADDRESSEE),
  check: (s, player, [to]) =>
    linkOf(s, player).partners.includes(to!)
      ? null
      : {
          reason: `${names(s, [player])} n’est relié·e à ${names(s, [to!])} par aucune Araignée aujourd’hui.`,
          rule: '003:91',
        },
  describe: (s, ids) => names(s, ids),
});

export const DAY_KINDS: readonly Kind[] = [
  vote,
  candidat,
  voteMaire,
  destitution,
  echange,
  institutrice,
  chatelain,
  sympathique1,
  sympathique2,
  lache,
  araigneeMp,
];

export const DAY_ENTRIES: Readonly<Record<string, Entry>> = {
  echange: 'binding',
  'sympathique-1': 'immediate',
  'sympathique-2': 'immediate',
  lache: 'counted',
  'araignee-mp': 'counted',
};

/** Day 0's declared candidates (003:17), in the game now: those its vote's bars leave. */
export function candidates(s: NGame): PlayerId[] {
  return eligible(s, CANDIDATES, undefined);
}

/** Whom the Institutrices silence today: the last list each sent, if she may still use her power (003:93). */
export function silencedToday(s: NGame): { by: PlayerId; ids: PlayerId[] }[] {
  return entered(s.rs.book, institutrice)
    .filter((o) => alive(s, o.player) && hasRole(s, o.player, 'institutrice') && canAct(s, o.player))
    .map((o) => ({ by: o.player, ids: o.value.filter((id) => present(s, id)) }));
}
