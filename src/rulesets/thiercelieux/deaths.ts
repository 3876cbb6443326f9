/**
 * Deaths and what they set off. Every death of this ruleset goes through
 * `kill`: the blessing, the Immortel and the Imposteur first (the death may not
 * happen), then the card revealed, the Ancien's curse, the Chasseur's last shot,
 * the Ame en peine staying at the table, the Transformiste's pile, Cassandra's
 * tally, the Capitaine's successor and the lover's grief.
 */
import { asItStands, playerIn, type Ctx, type PlayerId } from '../../engine';
import { fate } from './outcome';
import { isVillagePower, roleDef, transformable } from './roles';
import { captain, DEAD, holder, isWolfRole, name, partnerIn } from './state';
import { flag } from './options';
import type { Cause, TGame, TTypes } from './types';

const CAUSE_LABEL: Record<Cause, string> = {
  loups: 'dévoré·e par les loups',
  poison: 'empoisonné·e par la Sorcière',
  vote: 'exécuté·e par le village',
  chasseur: 'abattu·e par le Chasseur',
  chagrin: 'mort·e de chagrin',
  exclusion: 'exclu·e par le MJ',
  cassandra: 'abattu·e par Cassandra (balle en argent)',
  erreur: 'éliminée après sa deuxième erreur',
  hyde: 'assassiné·e par Mr. Hyde',
  piege: 'pris·e dans le piège du Trappeur',
  justicier: 'exécuté·e par le Justicier',
  imposteur: 'carte volée par l’Imposteur',
  mutation: 'Détective pris·e sur le fait, muté·e',
};

/** Causes that count as « killed by the villagers » for the Ancien's curse (base rule, extended to the recueil's village killers). */
const BY_VILLAGE: readonly Cause[] = ['vote', 'chasseur', 'poison', 'cassandra', 'hyde', 'justicier'];

/** What the table hears: deaths found at dawn say nothing of their cause, except Cassandra's bullet (004:110). */
function publicLine(s: TGame, id: PlayerId, cause: Cause): string {
  const who = name(s, id);
  const atDawn = s.clock.phase === 'night' || s.clock.phase === 'dawn';
  switch (cause) {
    case 'vote':
      return `${who} est exécuté·e par le village.`;
    case 'chasseur':
      return `Le Chasseur abat ${who}.`;
    case 'exclusion':
      return `${who} est exclu·e de la partie par le MJ.`;
    case 'mutation':
      return `${who} est pris·e à épier et quitte la partie.`;
    case 'cassandra':
      return `${who} a été tué·e d’une balle en argent.`;
    case 'erreur':
      return `${who} a abattu un innocent pour la seconde fois et quitte la partie.`;
    case 'imposteur':
      return `${who} se fait voler sa carte par l’Imposteur et quitte la partie.`;
    case 'chagrin':
      return atDawn ? `${who} a été retrouvé·e mort·e ce matin.` : `${who} meurt de chagrin.`;
    default:
      return `${who} a été retrouvé·e mort·e ce matin.`;
  }
}

export interface KillOptions {
  /** The death belongs to the night (found at dawn); default: it happens during the night phase. */
  night?: boolean;
  /** For grief: the cause the partner died of. */
  source?: Cause;
}

/** The lovers' bond is undone (a blessed lover escaped grief, 004:519; the Mauvais Esprit, 004:511). */
export function dissolveCouple(ctx: Ctx<TTypes>): void {
  const l = ctx.s.rs.lovers;
  if (!l) return;
  for (const id of l) delete playerIn(ctx.s.players, id).markers.amoureux;
  ctx.s.rs.lovers = null;
}

/**
 * Kill a player and run what the death sets off. The draft is read for what
 * this very chain of deaths may have changed (a blessing used, a curse struck).
 */
export function kill(ctx: Ctx<TTypes>, id: PlayerId, cause: Cause, opts: KillOptions = {}): void {
  const p = playerIn(ctx.s.players, id);
  if (p.health === DEAD) return;
  // Cards, options and posts do not change while deaths resolve: read them from the plain base (cheap).
  // A blessing used, a couple undone or a curse struck within this chain are read from the draft.
  const base = ctx.base;
  const night = opts.night ?? base.clock.phase === 'night';
  const role = base.players[id]!.role;
  let f = fate(base, id, cause);
  // A blessing the base still shows unused may have been spent within this chain: ask the draft again.
  if (f === 'blessed' && p.markers.beni!.used) f = fate(ctx.s, id, cause);

  if (f === 'blessed') {
    p.markers.beni!.used = true;
    // Seen by all when the stake does not burn or the shot misses; silent at night (« personne n'est mort », 004:523).
    const loudly = !night && (cause === 'vote' || cause === 'chasseur');
    if (loudly)
      ctx.emit(
        'benediction',
        { to: 'public' },
        () => `${p.name} devait mourir, mais échappe miraculeusement à la mort.`,
        {
          player: id,
        },
      );
    ctx.emit(
      'benediction',
      { to: 'mj' },
      () => `${p.name} (${CAUSE_LABEL[cause]}) échappe à la mort grâce à la bénédiction du Prêtre.`,
      { player: id, cause },
    );
    if (cause === 'chagrin') dissolveCouple(ctx);
    return;
  }

  // The Immortel's draw and the Imposteur's theft happen card in hand, in front of all (004:288, 004:298).
  if (f === 'immortel' || f === 'imposteur') {
    // Back from a death of grief, he is no longer bound to the dead lover.
    if (cause === 'chagrin') dissolveCouple(ctx);
    p.markers.carteMontree = role;
    ctx.announce(
      id,
      { role },
      () => `${p.name} est frappé·e à mort… mais reste en jeu. Sa carte est retournée : ${roleDef(role).name}.`,
    );
    ctx.react(f, { id, night, cause });
    return;
  }

  const rs = ctx.s.rs;
  // Read as it stands, written whole: the deaths so far are shared, not copied one by one to add one (`copy-on-access.ts`).
  const kept = asItStands(rs);
  rs.deaths = [
    ...kept.deaths,
    {
      id,
      cause,
      day: base.clock.day,
      phase: base.clock.phase,
      night,
      ...(opts.source ? { source: opts.source } : {}),
    },
  ];
  if (cause === 'loups' && rs.firstDevoured === null) rs.firstDevoured = id;
  ctx.setHealth(id, DEAD, CAUSE_LABEL[cause]);

  // The Ame en peine's card is always shown (004:50); the Imposteur keeps the card he took.
  const reveal = flag(base, 'revelerRoles');
  const shown = cause !== 'imposteur' && (reveal || role === 'ame-en-peine');
  const card = shown ? ` Sa carte : ${roleDef(role).name}.` : '';
  // A card the table has seen already (the Imposteur's, the Immortel's) stays seen.
  ctx.announce(id, shown ? { health: DEAD, role } : { health: DEAD }, () => publicLine(base, id, cause) + card);

  if (role === 'ancien' && BY_VILLAGE.includes(cause) && !rs.villagersPowerless) {
    rs.villagersPowerless = true;
    // The curse tells everyone who the Ancien was, even when the cards of the dead stay hidden.
    if (!shown) ctx.announce(id, { role }, () => `${p.name} était l’Ancien.`);
    ctx.emit('curse', { to: 'public' }, 'L’Ancien a été tué par les siens : les villageois perdent leurs pouvoirs.');
  }
  // The curse may have struck within this very chain of deaths: read it from the draft.
  const cardActs = cause !== 'imposteur' && !(rs.villagersPowerless && isVillagePower(role));
  if (cardActs) {
    if (role === 'chasseur' && cause !== 'exclusion' && cause !== 'mutation') ctx.react('chasseur', { id });
    if (role === 'ame-en-peine') p.markers.ame = 'attend';
    if (kept.pile !== null && transformable(role) && !kept.pile.includes(role)) rs.pile!.push(role);
  }
  if (captain(base) === id) ctx.react('successeur', { id });
  // The couple may have been undone within this chain (a blessed lover): read as it stands, not copied.
  const partner = partnerIn(kept.lovers, id);
  if (partner) kill(ctx, partner, 'chagrin', { night, source: opts.source ?? cause });
  if (cause === 'cassandra') tallyCassandra(ctx, id, isWolfRole(role), night);
}

/**
 * Cassandra's tally: two wolves win, two innocents and she is out (004:110). It stops at two: the dawn after an
 * eclipse of the sun reveals two nights' dead at once (004:97), and a second silver bullet may then land after the
 * one that made two.
 */
function tallyCassandra(ctx: Ctx<TTypes>, victim: PlayerId, wolf: boolean, night: boolean): void {
  const shooter = holder(ctx.base, 'cassandra');
  if (!shooter || shooter === victim) return;
  const m = playerIn(ctx.s.players, shooter).markers;
  const key = wolf ? 'cassandraLoups' : 'cassandraErreurs';
  if ((m[key] ?? 0) >= 2) return;
  m[key] = (m[key] ?? 0) + 1;
  if (!wolf && (m.cassandraErreurs ?? 0) >= 2) kill(ctx, shooter, 'erreur', { night });
}
