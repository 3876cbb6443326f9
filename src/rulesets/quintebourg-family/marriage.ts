/**
 * Marriage (000:535-541, 626-634; 001:168-169, 191-193): two players agree;
 * with a priest, he may refuse or set his fee (0 to 2 coins), and once it is
 * paid he must marry them; the priest who forces marriages may marry a
 * refusing partner strictly poorer than the asker once the fee is paid; with
 * no priest able to celebrate, two consenting witnesses. The couple then
 * lives in one of their houses (the revision's « maisons voisines » is the
 * ruleset's business: its seating).
 *
 * Powers strike at any moment (000:168, 001:8): every tap after the first
 * re-checks the couple and the priest, and a request whose premise vanished
 * ends without effect, or goes on before two witnesses.
 */
import {
  choose,
  eligible,
  upTo,
  type AckPrompt,
  type ArgsOf,
  type Bars,
  type PlayerId,
  type Prompt,
  type StepDef,
} from '../../engine';
import { bookBar, first, refusal, standingBar } from './common';
import { coinsOf, moveCoins, type CoinRules } from './coins';
import { spouseOf } from './pairs';
import { step } from './step';
import { coins, de, name, que } from './text';
import type { Couple, FamilyCtx, FamilyGame, FamilyTypes, Marriage, PlayerRules } from './types';

/** The priests' posts in the order they are looked for, each with the word the MJ's note gives it; `forces`: the one who may force a marriage. */
export interface PriestPosts {
  posts: readonly { post: string; label: string }[];
  forces: string;
}

/** How a couple settles once married, when not in one house (the revision: neighbouring houses, 001:192). */
export interface Settling {
  line: string;
  /** The option where `mover` moves next to `other`. */
  label(s: FamilyGame, mover: PlayerId, other: PlayerId): string;
  /** Marry them, `mover` moving next to the other. */
  done(ctx: FamilyCtx, couple: Couple, mover: PlayerId): void;
}

export interface MarriageRules extends PlayerRules, CoinRules {
  /** Whether `spouse`'s marriage no longer binds, so that his widow(er) may remarry (original: Q or M, 000:632; revision: dead, 001:193). */
  widowed(s: FamilyGame, spouse: PlayerId): boolean;
  priests: PriestPosts;
  /** Absent: the couple chooses whose house they live in (000:630). */
  settle?: Settling;
}

/** The holder of the first priest's post in play, able or not. */
export function priestOf(s: FamilyGame, priests: PriestPosts): PlayerId | null {
  for (const p of priests.posts) {
    const holder = s.posts[p.post] ?? null;
    if (holder) return holder;
  }
  return null;
}

/** Marry two players in `home`; a widow(er)'s old marriage ends with the new one. `told`: what the table hears, if not where they live. */
export function marry(ctx: FamilyCtx, { pair, home }: Marriage, told?: string): void {
  const s = ctx.s;
  const [a, b] = pair;
  ctx.s.rs.spouses = [
    ...s.rs.spouses.filter((m) => !m.pair.includes(a) && !m.pair.includes(b)),
    { pair: [a, b], home },
  ];
  ctx.emit(
    'mariage',
    { to: 'public' },
    () => told ?? `${name(s, a)} et ${name(s, b)} se marient et vivent chez ${name(s, home)}.`,
    { pair: [a, b], home },
  );
}

/** The taps after « Demandes en mariage ». */
type Tap =
  'mariage-partenaire' | 'mariage-accord' | 'mariage-tarif' | 'mariage-paiement' | 'mariage-temoins' | 'mariage-maison';

interface Lapse<K extends Tap> {
  /** Why the request fell through since its last tap, or null. */
  lapse: (s: FamilyGame, args: ArgsOf<FamilyTypes, K>) => string | null;
  /** When it fell through, the couple who may still marry before two witnesses, or null. */
  witnesses?: (s: FamilyGame, args: ArgsOf<FamilyTypes, K>) => Couple | null;
}

/** Where a request goes when its priest is gone (000:628-630). */
const WITNESSES_LINE = 'il faut deux témoins à la place';

type FeeOption = { value: 'refus' | '0' | '1' | '2'; label: string };
const FEES: FeeOption[] = [
  { value: 'refus', label: 'Il refuse' },
  { value: '0', label: 'Gratuit' },
  { value: '1', label: '1 pièce' },
  { value: '2', label: '2 pièces' },
];

/** Two witnesses, or fewer when fewer may be (000:628-630, 001:191). */
const TWO = upTo(2);

/** The marriage calls, configured by the ruleset's rules. */
export function marriageSteps(rules: MarriageRules) {
  const ASK = { original: '000:628', revision: '001:191' } as const;
  /** Standing: one struck down (000:168, 001:9) marries nobody. */
  const STANDING = standingBar(rules, ASK, '');
  /** Married, to a spouse whose marriage still binds (000:632, 001:193). */
  const MARRIED = bookBar(
    rules,
    { original: '000:632', revision: '001:193' },
    (s, id) => {
      const spouse = spouseOf(s, id);
      return spouse !== null && !rules.widowed(s, spouse);
    },
    (s, id) => `${name(s, id)} est déjà marié·e à ${name(s, spouseOf(s, id)!)}.`,
  );
  /** Free to marry: standing, and no spouse whose marriage still binds. */
  const FREE: Bars<FamilyGame> = [STANDING, MARRIED];
  /** Whom the asker may ask: another free player. */
  const PARTNER_BARS: Bars<FamilyGame, PlayerId> = [
    bookBar(
      rules,
      ASK,
      (_s, id, asker) => id === asker,
      (s, id) => `${name(s, id)} fait la demande : on ne s’épouse pas soi-même.`,
    ),
    STANDING,
    MARRIED,
  ];
  /** The witnesses: two standing players, neither of the couple (000:628-630, 001:191). */
  const WITNESSES = { original: '000:628', revision: '001:191' } as const;
  const WITNESS_BARS: Bars<FamilyGame, Couple> = [
    bookBar(
      rules,
      WITNESSES,
      (_s, id, c) => id === c.asker || id === c.partner,
      (s, id) => `${name(s, id)} se marie : il ou elle ne peut pas être son propre témoin.`,
    ),
    standingBar(rules, WITNESSES, ''),
  ];

  function unmarried(s: FamilyGame): PlayerId[] {
    return eligible(s, FREE, undefined);
  }

  function activePriest(s: FamilyGame): PlayerId | null {
    const p = priestOf(s, rules.priests);
    return p && rules.available(s, p) ? p : null;
  }

  /** Why the request fell through since its last tap: one of the two no longer stands, or null. */
  function couple(s: FamilyGame, { asker, partner }: { asker: PlayerId; partner?: PlayerId }): string | null {
    for (const id of partner ? [asker, partner] : [asker])
      if (!rules.standing(s, id)) return `${name(s, id)} n’est plus debout (${rules.state(s, id)})`;
    return null;
  }

  /** The priest who was to marry them can no longer (struck down, asleep, or the post went to nobody). */
  function priestGone(s: FamilyGame): string | null {
    if (activePriest(s)) return null;
    const p = priestOf(s, rules.priests);
    return p ? `${name(s, p)}, le prêtre, ne peut plus célébrer (${rules.state(s, p)})` : 'il n’y a plus de prêtre';
  }

  /** Without a priest, a consenting couple still marries before two witnesses (000:628-630, 001:191); a forced marriage needs the priest who forces. */
  const witnessesInstead = (s: FamilyGame, a: Couple & { forced: boolean }): Couple | null =>
    couple(s, a) === null && !a.forced ? { asker: a.asker, partner: a.partner } : null;

  /**
   * A follow-up tap whose premise may vanish between two taps: then the call
   * says why, the MJ taps « Suivant », the request ends without effect and the
   * next request is asked for, or goes on before two witnesses.
   */
  function followUp<K extends Tap, P extends Prompt>(
    def: StepDef<FamilyTypes, K, P>,
    { lapse, witnesses }: Lapse<K>,
  ): StepDef<FamilyTypes, K, P | AckPrompt> {
    return {
      ...def,
      line: (s, args) => {
        const why = lapse(s, args);
        if (why === null) return def.line(s, args);
        return witnesses?.(s, args) ? `${why} : ${WITNESSES_LINE}.` : `${why} : la demande en mariage tombe.`;
      },
      notes: (s, args) => (lapse(s, args) === null ? (def.notes?.(s, args) ?? []) : []),
      wakes: (s, args) => (lapse(s, args) === null ? (def.wakes?.(s, args) ?? []) : []),
      prompt: (s, args) => (lapse(s, args) === null ? def.prompt(s, args) : { kind: 'ack' }),
      validate: (s, value, args) =>
        lapse(s, args) === null && value !== null ? (def.validate?.(s, value, args) ?? null) : null,
      resolve(ctx, value, args) {
        const s = ctx.s;
        const why = lapse(s, args);
        if (why === null && value !== null) return def.resolve(ctx, value, args);
        const next = witnesses?.(s, args) ?? null;
        const { asker } = args;
        const partner = 'partner' in args ? args.partner : null;
        const who = partner ? `${name(s, asker)} et ${name(s, partner)}` : name(s, asker);
        if (next) {
          ctx.emit('mariage', { to: 'mj' }, () => `Mariage ${de(who)} : ${why} ; ${WITNESSES_LINE}.`);
          return ctx.react('mariage-temoins', next);
        }
        ctx.emit('mariage', { to: 'mj' }, () => `Demande en mariage ${de(who)} sans suite : ${why}.`);
        ctx.react('mariages');
      },
    };
  }

  const priestLabel = (s: FamilyGame): string =>
    rules.priests.posts.find((p) => (s.posts[p.post] ?? null) !== null)?.label ?? '';
  const forcing = (s: FamilyGame, p: PlayerId): boolean => (s.posts[rules.priests.forces] ?? null) === p;
  /** The note names the priest who forces when his post is held, else the other one's word. */
  const forcingLabel = (s: FamilyGame): string =>
    s.posts[rules.priests.forces]
      ? rules.priests.posts.find((p) => p.post === rules.priests.forces)!.label
      : priestLabel(s);

  const mariages = step({
    id: 'mariages',
    title: 'Demandes en mariage',
    inert: (s) => (unmarried(s).length < 2 ? 'pas assez de célibataires' : null),
    line: () => 'Y a-t-il des demandes en mariage ?',
    notes: (s) => [
      activePriest(s)
        ? `Prêtre : ${name(s, activePriest(s)!)} (${forcingLabel(s)}).`
        : 'Pas de prêtre : il faut deux témoins.',
    ],
    prompt: (s) => choose(s, { label: 'Qui demande (ou personne)', min: 0, max: 1 }, FREE),
    resolve(ctx, value) {
      const asker = first(value);
      if (asker) ctx.react('mariage-partenaire', { asker });
    },
  });

  const mariagePartenaire = followUp(
    step({
      id: 'mariage-partenaire',
      title: 'Mariage\u00a0: qui',
      line: (s, { asker }) => `Qui ${name(s, asker)} demande-t-il ou elle en mariage ?`,
      prompt: (s, { asker }) => choose(s, { label: 'Demandé·e', min: 1, max: 1 }, PARTNER_BARS, asker),
      resolve(ctx, value, { asker }) {
        ctx.react('mariage-accord', { asker, partner: first(value)! });
      },
    }),
    {
      lapse: (s, args) =>
        couple(s, args) ??
        (eligible(s, PARTNER_BARS, args.asker).length > 0 ? null : 'plus personne à demander en mariage'),
    },
  );

  const mariageAccord = followUp(
    step({
      id: 'mariage-accord',
      title: 'Mariage\u00a0: consentement',
      line: (s, { partner }) => `${name(s, partner)} accepte-t-il ou elle ?`,
      prompt: () => ({ kind: 'yesno', label: 'Consentement', yes: 'Oui', no: 'Non' }),
      resolve(ctx, value, { asker, partner }) {
        const s = ctx.s;
        const p = activePriest(s);
        if (value !== true && !(p && forcing(s, p))) {
          ctx.emit('mariage', { to: 'public' }, () => `${name(s, partner)} refuse d’épouser ${name(s, asker)}.`);
          return ctx.react('mariages');
        }
        const forced = value !== true;
        // A forced marriage only on a partner strictly poorer than the asker (000:541, 001:169).
        if (forced && !(coinsOf(s, partner) < coinsOf(s, asker))) {
          ctx.emit(
            'mariage',
            { to: 'public' },
            () =>
              `${name(s, partner)} refuse, et n’est pas plus pauvre ${que(name(s, asker))} : pas de mariage forcé possible.`,
          );
          return ctx.react('mariages');
        }
        if (p) ctx.react('mariage-tarif', { asker, partner, forced });
        else ctx.react('mariage-temoins', { asker, partner });
      },
    }),
    { lapse: couple },
  );

  /** The priest agrees or not and sets his fee, 0 to 2 coins (000:537, 628; 001:168); a forced marriage must leave the partner strictly poorer than the asker once the fee is paid (000:541, 001:169). */
  const mariageTarif = followUp(
    step({
      id: 'mariage-tarif',
      title: 'Mariage\u00a0: le tarif du prêtre',
      line: (s, { forced, partner }) =>
        forced
          ? `${name(s, partner)} refuse : le Prêtre odieux accorde-t-il un mariage forcé, et à quel tarif ?`
          : 'Le prêtre accepte-t-il de célébrer ce mariage, et à quel tarif (de 0 à 2 pièces) ?',
      notes: (s, { asker, partner }) => [
        `Pièces : ${name(s, asker)} ${coinsOf(s, asker)}, ${name(s, partner)} ${coinsOf(s, partner)}.`,
      ],
      wakes: (s) => [activePriest(s)!],
      prompt: () => ({ kind: 'choice', label: 'Réponse du prêtre', options: FEES.map((o) => ({ ...o })) }),
      validate: (s, value, { asker, partner, forced }) => {
        if (value === 'refus') return null;
        const fee = Number(value);
        if (coinsOf(s, asker) < fee)
          return refusal(
            rules,
            `${name(s, asker)} a ${coins(coinsOf(s, asker))}, moins que le tarif de ${coins(fee)}.`,
            {
              original: '000:537',
              revision: '001:168',
            },
          );
        if (forced && !(coinsOf(s, partner) < coinsOf(s, asker) - fee)) {
          return refusal(
            rules,
            `Une fois le tarif payé, ${name(s, partner)} ne serait plus strictement plus pauvre ${que(name(s, asker))} : pas de mariage forcé à ce prix.`,
            { original: '000:541', revision: '001:169' },
          );
        }
        return null;
      },
      resolve(ctx, value, args) {
        const { asker, partner } = args;
        const s = ctx.s;
        rules.act(ctx, activePriest(s)!, 'mariage');
        if (value === 'refus') {
          ctx.emit(
            'mariage',
            { to: 'public' },
            () => `Le prêtre refuse de marier ${name(s, asker)} et ${name(s, partner)}.`,
          );
          return ctx.react('mariages');
        }
        ctx.react('mariage-paiement', { ...args, fee: Number(value) });
      },
    }),
    { lapse: (s, args) => couple(s, args) ?? priestGone(s), witnesses: witnessesInstead },
  );

  const mariagePaiement = followUp(
    step({
      id: 'mariage-paiement',
      title: 'Mariage\u00a0: le paiement',
      line: (s, { asker, fee }) => `${name(s, asker)} paie-t-il ou elle les ${coins(fee)} ?`,
      prompt: () => ({ kind: 'yesno', label: 'Tarif payé', yes: 'Payé', no: 'Pas payé' }),
      validate: (s, value, { asker, fee }) =>
        value === true && coinsOf(s, asker) < fee
          ? refusal(rules, `${name(s, asker)} a ${coins(coinsOf(s, asker))}, moins que le tarif de ${coins(fee)}.`, {
              original: '000:537',
              revision: '001:168',
            })
          : null,
      resolve(ctx, value, { asker, partner, fee }) {
        const s = ctx.s;
        if (value !== true) {
          ctx.emit(
            'mariage',
            { to: 'public' },
            () => `Le tarif n’est pas payé : pas de mariage pour ${name(s, asker)} et ${name(s, partner)}.`,
          );
          return ctx.react('mariages');
        }
        // Paid, the priest takes the money and must marry them (000:537, 001:168).
        const p = activePriest(s)!;
        if (fee > 0) moveCoins(ctx, rules, { from: asker, to: p, coins: fee, why: 'tarif du mariage' });
        ctx.react('mariage-maison', { asker, partner });
      },
    }),
    { lapse: (s, args) => couple(s, args) ?? priestGone(s), witnesses: witnessesInstead },
  );

  const mariageTemoins = followUp(
    step({
      id: 'mariage-temoins',
      title: 'Mariage\u00a0: les témoins',
      line: () => 'Sans prêtre, il faut deux témoins consentants : qui sont-ils ?',
      prompt: (s, couple) => choose(s, { label: 'Témoins (ou personne)', min: 0, max: TWO }, WITNESS_BARS, couple),
      resolve(ctx, value, { asker, partner }) {
        if (value.length < 2) {
          ctx.emit(
            'mariage',
            { to: 'public' },
            () => `Faute de deux témoins, ${name(ctx.s, asker)} et ${name(ctx.s, partner)} ne se marient pas.`,
          );
          return ctx.react('mariages');
        }
        ctx.react('mariage-maison', { asker, partner });
      },
    }),
    { lapse: couple },
  );

  const mariageMaison = followUp(
    step({
      id: 'mariage-maison',
      title: 'Mariage\u00a0: la maison du couple',
      line: () => rules.settle?.line ?? 'Les époux choisissent la maison où ils vivront ensemble.',
      prompt: (s, { asker, partner }) => {
        const { settle } = rules;
        if (!settle)
          return {
            kind: 'choice',
            label: 'Maison du couple',
            options: [asker, partner].map((id) => ({ value: id, label: `Chez ${name(s, id)}` })),
          };
        return {
          kind: 'choice',
          label: 'Qui déménage',
          options: [asker, partner].map((id) => ({
            value: id,
            label: settle.label(s, id, id === asker ? partner : asker),
          })),
        };
      },
      resolve(ctx, home, { asker, partner }) {
        if (rules.settle) rules.settle.done(ctx, { asker, partner }, home);
        else marry(ctx, { pair: [asker, partner], home });
        ctx.react('mariages');
      },
    }),
    { lapse: couple },
  );

  return {
    mariages,
    mariagePartenaire,
    mariageAccord,
    mariageTarif,
    mariagePaiement,
    mariageTemoins,
    mariageMaison,
    unmarried,
    activePriest,
  };
}
