/**
 * The start: the roles and the Assassins' targets entered by the MJ when he
 * drew them himself (what is left at the close is drawn), then the private
 * message telling each player his nature and roles, and the opening post
 * (003:3-4, 26-49, 68).
 */
import { type Bars, type Block, choose, type PlayerId, type TextDoc, typo } from '../../../engine';
import { applyEdit, bookPrompt, checkEdit, describeBook, order, type Kind } from '../book';
import { shutWhen } from '../orders/givers';
import { manualRoles, manualTargets } from '../options';
import { ROLE_SPECS, roleName } from '../roles';
import { drawHand, drawTargets, settleDeal, targetCount } from '../setup';
import { isWolf, name, names, nature } from '../queries/people';
import type { Hand, NGame, RoleId } from '../types';
import { ack, step } from './step';

const ROLE_OPTIONS = ROLE_SPECS.map((r) => ({ value: r.id, label: r.name }));

/** The roles drawn are entered when the MJ draws them by hand (003:3). */
const ROLES_BY_HAND: Bars<NGame> = [
  shutWhen((s) => !manualRoles(s), 'Les rôles sont tirés par le programme : rien à saisir.', '003:3'),
];

/** Any seat: nobody is barred. */
const EVERYONE: Bars<NGame> = [];

/** Each Assassin's targets, entered when the MJ draws them by hand (003:68). */
const TARGETS_BY_HAND: Bars<NGame> = [
  shutWhen((s) => !manualTargets(s), 'Les cibles sont tirées par le programme : rien à saisir.', '003:68'),
  {
    test: (s, id) => nature(s, id) !== 'assassin',
    why: (s, id) => `${name(s, id)} n’est pas l’Assassin : seul l’Assassin a des cibles.`,
    line: '003:68',
  },
];

function roleKind(slot: 1 | 2) {
  const other = slot === 1 ? 'role-2' : 'role-1';
  return order({
    id: `role-${slot}`,
    label: slot === 1 ? 'Premier rôle tiré' : 'Second rôle tiré',
    // Every player draws two roles (003:3): both are entered on every row, in place.
    main: true,
    givers: ROLES_BY_HAND,
    prompt: () => ({ kind: 'choice', label: 'Rôle', options: ROLE_OPTIONS }),
    check: (s, player, role) => {
      const o = s.rs.book.orders.find((x) => x.player === player && x.kind === other);
      // Each player draws two roles (003:3); the same role twice is redrawn (reading choice, docs/rulesets/newmilenium.md).
      return o && o.value === role
        ? { reason: `${name(s, player)} a déjà ce rôle : le second tirage d’un même rôle se refait.`, rule: '003:3' }
        : null;
    },
    describe: (_s, role) => roleName(role),
  });
}

export const role1 = roleKind(1);
export const role2 = roleKind(2);

export const cibles = order({
  id: 'cibles',
  label: 'Cibles de l’Assassin',
  // Each Assassin's targets, when the MJ draws them (003:68): in place on his row beside his roles.
  main: true,
  givers: TARGETS_BY_HAND,
  // Any seat may be a target but the Assassin's own: no bar.
  prompt: (s) => {
    const n = targetCount(s.order.length);
    return choose(s, { label: `Ses ${n} cibles`, min: n, max: n }, EVERYONE);
  },
  // He wins if his targets are dead and he is alive (003:8): he is never one of them, as the draw never makes him.
  notSelf: { reason: 'Un Assassin n’est pas sa propre cible.', rule: '003:8' },
  describe: (s, ids) => names(s, ids),
});

const DEAL_KINDS: readonly Kind[] = [role1, role2, cibles];

/** The hands as entered, every gap drawn at random (logged). */
function completeHands(ctx: Parameters<typeof drawHand>[0]): Record<PlayerId, Hand> {
  const s = ctx.s;
  const pick = (id: PlayerId, kind: string): string | null => {
    const v = s.rs.book.orders.find((o) => o.player === id && o.kind === kind)?.value;
    return typeof v === 'string' ? v : null;
  };
  const hands: Record<PlayerId, Hand> = {};
  for (const id of s.order) {
    const given = [pick(id, 'role-1'), pick(id, 'role-2')].filter((r): r is RoleId =>
      ROLE_SPECS.some((x) => x.id === r),
    );
    const roles: [RoleId, RoleId] = given.length === 2 ? [given[0]!, given[1]!] : drawHand(ctx, id, given[0]);
    hands[id] = { roles, targets: [] };
  }
  for (const id of s.order.filter((x) => nature(s, x) === 'assassin')) {
    const o = s.rs.book.orders.find((x) => x.player === id && x.kind === 'cibles');
    hands[id]!.targets = o ? cibles.read(o.value) : drawTargets(ctx, id);
  }
  return hands;
}

export const tirage = step({
  id: 'tirage',
  title: 'Tirage des rôles',
  phase: 'day',
  when: (s) => manualRoles(s) || manualTargets(s),
  line: () =>
    typo(
      'Saisissez les rôles tirés pour chaque joueur et les cibles des Assassins, puis clôturez : ce qui manque sera tiré au hasard.',
    ),
  notes: (s) => describeBook(s, DEAL_KINDS),
  // The draw happens at setup, before day 0 (003:3-4): its book takes no deadline, and the screen offers none.
  prompt: (s) => ({ ...bookPrompt(s, 'Tirage', s.order, DEAL_KINDS), noDeadline: true }),
  validate: (s, edit) =>
    'deadline' in edit
      ? { reason: typo('Le tirage se fait au démarrage, avant le jour 0 : il n’a pas de deadline.'), rule: '003:3-4' }
      : checkEdit(s, DEAL_KINDS, {}, edit),
  resolve(ctx, edit) {
    applyEdit(ctx, edit, {});
    if (ctx.s.rs.book.closed) settleDeal(ctx, completeHands(ctx));
  },
  repeat: (s) => !s.rs.book.closed,
});

function startMessage(s: NGame, id: PlayerId): TextDoc {
  const hand = s.rs.hands[id]!;
  const blocks: Block[] = [
    { kind: 'paragraph', text: [typo('Bienvenue. Votre nature : '), { bold: nature(s, id) }, '.'] },
  ];
  if (isWolf(s, id)) {
    const pack = s.order.filter((x) => isWolf(s, x) && x !== id);
    if (pack.length > 0)
      blocks.push({
        kind: 'paragraph',
        text: [typo(`Les autres loups, avec qui vous parlez la nuit : ${names(s, pack)}.`)],
      });
  }
  if (hand.targets.length > 0)
    blocks.push({
      kind: 'paragraph',
      text: [typo(`Vos cibles : ${names(s, hand.targets)}. Vous gagnez si elles meurent toutes et que vous vivez.`)],
    });
  blocks.push({
    kind: 'paragraph',
    text: [typo('Vos deux rôles : '), { bold: hand.roles.map(roleName).join(' et ') }, '.'],
  });
  for (const r of hand.roles)
    blocks.push({ kind: 'paragraph', text: [typo(`${roleName(r)} — ${ROLE_SPECS.find((x) => x.id === r)!.summary}`)] });
  return {
    id: `pm-${id}`,
    title: typo(`Message privé à ${name(s, id)}`),
    audience: { to: 'players', ids: [id] },
    blocks,
  };
}

function openingPost(s: NGame): TextDoc {
  return {
    id: 'ouverture',
    title: typo('Post public : ouverture de la partie'),
    audience: { to: 'public' },
    blocks: [
      { kind: 'heading', text: ['Jour 0'] },
      { kind: 'paragraph', text: [typo(`${s.order.length} joueurs : ${names(s, s.order)}.`)] },
      {
        kind: 'paragraph',
        text: [
          typo(
            'Aujourd’hui, élisez le Maire : qui veut se présenter l’écrit au MJ ; chaque candidat vote pour un autre candidat, les autres peuvent voter blanc. Une égalité se tire au sort.',
          ),
        ],
      },
      {
        kind: 'paragraph',
        text: [
          typo('Les échanges de maisons se demandent au MJ par MP, un par jour, et valent pour la nuit qui suit.'),
        ],
      },
    ],
  };
}

export const depart = step({
  id: 'depart',
  title: 'Début de partie',
  phase: 'day',
  line: () => typo('Envoyez à chacun sa nature et ses deux rôles, publiez l’ouverture, puis ouvrez la journée 0.'),
  documents: (s) => [openingPost(s), ...s.order.map((id) => startMessage(s, id))],
  prompt: () => ack('Messages envoyés'),
  resolve(ctx) {
    const s = ctx.base;
    for (const id of s.order) {
      ctx.emit(
        'depart',
        { to: 'players', ids: [id] },
        () => `${name(s, id)} : ${nature(s, id)}, ${s.rs.hands[id]!.roles.map(roleName).join(' et ')}.`,
      );
    }
  },
});
