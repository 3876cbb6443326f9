/**
 * The normal turn of a night for the base cards, in the recueil's order
 * (004_d59078fd8312dd78.txt:611-642), and how the recueil's cards bend them
 * (the Devin's forced victim, the Mage's absent player, the sleeping wolf,
 * the Sorcière shown every victim).
 */
import { type PlayerId, playerIn, playerRead, de, type Bars, choose, upTo } from '../../../engine';
import { shownVictims } from '../outcome';
import { roleDef } from '../roles';
import {
  alive,
  AWAY,
  DEAD_BAR,
  doomed,
  firstOf,
  holder,
  isWolf,
  livingWolves,
  name,
  names,
  playerInert,
  present,
} from '../state';
import { flag } from '../options';
import type { TGame } from '../types';
import { awayAnd, notHolder } from './barred';
import { ack, roleStep } from './common';
import { startOfNight } from './dawn';
import { nightNotes } from './recueil/spying';
import { step } from './step';

export const endormissement = step({
  id: 'endormissement',
  title: 'Le village s’endort',
  line: () => 'C’est la nuit : tout le village s’endort. Fermez les yeux.',
  notes: (s) => nightNotes(s),
  prompt: () => ack,
  resolve: (ctx) => startOfNight(ctx),
});

/** The Voyante never probes her own card (004:619). */
const SEER_BARS = awayAnd(notHolder('voyante', '004:619'));

export const voyante = roleStep('voyante', {
  id: 'voyante',
  title: 'La Voyante',
  line: () => 'La Voyante se réveille et me désigne le joueur dont elle veut connaître la carte.',
  wakes: (s) => [holder(s, 'voyante')!],
  prompt: (s) => choose(s, { label: 'Joueur sondé', min: 1, max: 1 }, SEER_BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const seer = holder(s, 'voyante')!;
    const target = value[0]!;
    const card = roleDef(playerRead(s.players, target).role).name;
    ctx.emit(
      'voyante',
      { to: 'players', ids: [seer] },
      () => `La Voyante découvre la carte ${de(name(s, target))} : ${card}.`,
      {
        target,
        role: playerIn(s.players, target).role,
      },
    );
    ctx.react('montrer', {
      title: 'La Voyante',
      line: 'Puis elle se rendort.',
      notes: [`Montrez à la Voyante la carte ${de(name(s, target))} : ${card}.`],
    });
  },
});

/** The Sauveteur never protects the same player two nights running (the base game's rule, his row 004:622). */
const SAVIOUR_BARS = awayAnd({
  test: (s, id) => id === s.rs.lastProtected,
  why: (s, id) =>
    `${name(s, id)} a été protégé·e la nuit dernière : le Sauveteur ne protège jamais deux nuits de suite la même personne.`,
  line: '004:622',
});

export const sauveteur = roleStep('sauveteur', {
  id: 'sauveteur',
  title: 'Le Sauveteur',
  line: () => 'Le Sauveteur se réveille et désigne le joueur qu’il protège cette nuit.',
  notes: (s) =>
    s.rs.lastProtected ? [`Protégé la nuit dernière (interdit ce soir) : ${name(s, s.rs.lastProtected)}.`] : [],
  wakes: (s) => [holder(s, 'sauveteur')!],
  prompt: (s) => choose(s, { label: 'Joueur protégé', min: 1, max: 1 }, SAVIOUR_BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = value[0]!;
    ctx.editEntry('night', { protectedId: target });
    playerIn(ctx.s.players, target).markers.protege = true;
    ctx.emit(
      'sauveteur',
      { to: 'players', ids: [holder(s, 'sauveteur')!] },
      () => `Le Sauveteur protège ${name(s, target)}.`,
      { target },
    );
  },
});

/** The wolves who wake tonight (not asleep by the Marchand de Sable, not gone with the Mage). */
export function wakingWolves(s: TGame): PlayerId[] {
  return livingWolves(s).filter((id) => playerInert(s, id) === null);
}

/** The Devin's victim for tonight, when he forced one still alive (004:177). */
function forcedVictim(s: TGame): PlayerId | null {
  const forced = s.rs.night.forced;
  return forced !== null && alive(s, forced) ? forced : null;
}

/** The last wolf cannot devour himself: the Devin was wrong, nobody dies (004:177). */
function forcedLastWolf(s: TGame, forced: PlayerId): boolean {
  return isWolf(s, forced) && livingWolves(s).every((id) => id === forced);
}

/** The wolves' choice on their own: anyone around the table but a wolf (004:625). */
const PACK_BARS = awayAnd({
  test: (s, id) => isWolf(s, id),
  why: (s, id) => `${name(s, id)} est un loup : la meute choisit sa victime parmi les autres joueurs.`,
  line: '004:625',
});

/** The Devin's forced victim, alive, is the only one (004:177): whoever he may be, even gone with the Mage. */
const FORCED_BARS: Bars<TGame> = [
  DEAD_BAR,
  {
    test: (s, id) => id !== s.rs.night.forced,
    why: (s) => `Le Devin a imposé ${name(s, s.rs.night.forced!)} comme victime cette nuit.`,
    line: '004:177',
  },
];

// No `role`: the pack may be a Chef de Meute alone, or grow (the Homme des Bois, the Immortel); its guard decides.
export const loups = step({
  id: 'loups',
  title: 'Les Loups-Garous',
  // A moonless night: the wolves do not wake at all (004:98).
  when: (s) => s.rs.moonless !== s.clock.day && s.order.some((id) => isWolf(s, id)),
  inert: (s) => {
    // `livingWolves` then `wakingWolves`, in one pass without their lists (asked at every call of the night).
    let living = false;
    for (const id of s.order) {
      if (!isWolf(s, id) || !alive(s, id) || doomed(s, id)) continue;
      if (playerInert(s, id) === null) return null;
      living = true;
    }
    return living ? 'aucun loup ne se réveille cette nuit' : 'plus aucun loup en vie';
  },
  line: (s) =>
    s.rs.night.forced !== null
      ? 'Les Loups-Garous se réveillent.'
      : 'Les Loups-Garous se réveillent, se reconnaissent et choisissent ensemble leur victime.',
  notes: (s) => {
    const forced = s.rs.night.forced;
    if (forced === null) return [];
    const victim = forcedVictim(s);
    return [
      `Je leur désigne la victime qu’ils doivent choisir cette nuit : ${name(s, forced)}.`,
      victim !== null && forcedLastWolf(s, victim)
        ? `Le Devin a désigné ${name(s, forced)}, le dernier loup : il n’y a pas de victime cette nuit.`
        : `Le Devin a désigné ${name(s, forced)} : victime imposée.`,
    ];
  },
  wakes: (s) => wakingWolves(s),
  prompt: (s) => {
    const forced = forcedVictim(s);
    if (forced !== null && forcedLastWolf(s, forced)) return { kind: 'ack', label: 'Pas de victime' };
    const prompt = choose(s, { label: 'Victime des loups', min: 1, max: 1 }, forced !== null ? FORCED_BARS : PACK_BARS);
    return prompt.candidates.length === 0 ? { kind: 'ack', label: 'Pas de victime' } : prompt;
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const victim = firstOf(value);
    ctx.editEntry('night', { victim: victim });
    if (victim) {
      ctx.emit('loups', { to: 'players', ids: wakingWolves(s) }, () => `Les loups choisissent ${name(s, victim)}.`, {
        victim,
      });
    }
  },
});

/** Asked right after the wolves' turn: did the MJ catch the Petite Fille peeking? */
export const petiteFille = roleStep('petite-fille', {
  id: 'petite-fille',
  title: 'La Petite Fille',
  when: (s) => flag(s, 'petiteFilleSurprise') && s.rs.moonless !== s.clock.day,
  line: () => 'La Petite Fille a pu espionner les loups. L’ont-ils surprise ?',
  prompt: () => ({
    kind: 'yesno',
    label: 'Les loups ont surpris la Petite Fille',
    yes: 'Surprise',
    no: 'Pas surprise',
  }),
  resolve(ctx, value) {
    const s = ctx.base;
    if (value !== true) return;
    ctx.editEntry('night', { littleGirlCaught: true });
    ctx.emit(
      'petite-fille',
      { to: 'mj' },
      () =>
        `La Petite Fille (${name(s, holder(s, 'petite-fille')!)}) est surprise : elle mourra à la place de la victime.`,
    );
  },
});

function healRefusal(s: TGame): string | null {
  const witch = holder(s, 'sorciere')!;
  const shown = shownVictims(s);
  if (playerRead(s.players, witch).markers.potionVie !== true) return 'potion de vie déjà utilisée';
  if (shown.length === 0) return 'personne n’a été attaqué cette nuit';
  if (shown.every((id) => id === witch) && !flag(s, 'sorciereSoinSoiMeme'))
    return 'elle ne peut pas se sauver elle-même';
  return null;
}

/**
 * Whom the healing potion may save: a victim shown to the Sorcière tonight
 * (the call's argument, `shownVictims`, worked out once), herself only with
 * the option (004:631). The dead first: they are not shown.
 */
const HEAL_BARS: Bars<TGame, readonly PlayerId[]> = [
  DEAD_BAR,
  {
    test: (_s, id, shown) => !shown.includes(id),
    why: (s, id) =>
      `${name(s, id)} n’a pas été attaqué·e cette nuit : la potion de vie ne sauve qu’une victime qu’on montre à la Sorcière.`,
    line: '004:631',
  },
  {
    test: (s, id) => id === holder(s, 'sorciere') && !flag(s, 'sorciereSoinSoiMeme'),
    why: () =>
      'La Sorcière ne peut pas se sauver elle-même : l’option « La Sorcière peut se sauver elle-même » est désactivée.',
    line: '004:631',
  },
];

/** Whom the healing potion saves: « Sauver » the one victim shown, or the player named; null for nobody. */
function savedBy(s: TGame, value: boolean | PlayerId[] | null): PlayerId | null {
  if (value === true) return shownVictims(s)[0]!;
  if (value === false) return null;
  return firstOf(value);
}

export const sorciereVie = roleStep('sorciere', {
  id: 'sorciere-vie',
  title: 'La Sorcière (potion de vie)',
  line: (s) => {
    const shown = shownVictims(s);
    if (shown.length === 0) return 'La Sorcière se réveille. Personne n’a été attaqué cette nuit.';
    if (shown.length === 1) return 'La Sorcière se réveille. Veut-elle utiliser sa potion de vie ?';
    return 'La Sorcière se réveille. Veut-elle sauver l’une des victimes de cette nuit ?';
  },
  // Who was attacked is the MJ's to show in silence, never to read aloud.
  notes: (s) => {
    const shown = shownVictims(s);
    const why = healRefusal(s);
    return [
      ...(shown.length === 1 ? [`Je lui montre la victime de cette nuit : ${name(s, shown[0]!)}.`] : []),
      ...(shown.length > 1
        ? [`Je lui montre les victimes de cette nuit, sans dire qui les a frappées : ${names(s, shown)}.`]
        : []),
      ...(why ? [`Potion de vie impossible : ${why}.`] : []),
    ];
  },
  wakes: (s) => [holder(s, 'sorciere')!],
  prompt: (s) => {
    if (healRefusal(s)) return { kind: 'ack', label: 'Montrer la victime, puis continuer' };
    if (shownVictims(s).length === 1)
      return { kind: 'yesno', label: 'Potion de vie', yes: 'Sauver', no: 'Ne pas sauver' };
    return choose(s, { label: 'Joueur sauvé (ou personne)', min: 0, max: 1 }, HEAL_BARS, shownVictims(s));
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const saved = savedBy(s, value);
    if (saved === null) return;
    const witch = holder(s, 'sorciere')!;
    ctx.editEntry('night', { healed: saved });
    playerIn(ctx.s.players, witch).markers.potionVie = false;
    ctx.emit('sorciere', { to: 'players', ids: [witch] }, () => `La Sorcière sauve ${name(s, saved)}.`, {
      target: saved,
    });
  },
});

function poisonRefusal(s: TGame): string | null {
  const witch = holder(s, 'sorciere')!;
  if (playerRead(s.players, witch).markers.potionMort !== true) return 'potion de mort déjà utilisée';
  if (s.rs.night.healed !== null && !flag(s, 'sorciereDeuxPotions')) return 'une seule potion par nuit';
  return null;
}

export const sorciereMort = roleStep('sorciere', {
  id: 'sorciere-mort',
  title: 'La Sorcière (potion de mort)',
  line: () => 'Veut-elle utiliser sa potion de mort ? Si oui, elle me désigne sa cible. Puis elle se rendort.',
  notes: (s) => {
    const why = poisonRefusal(s);
    return why ? [`Potion de mort impossible : ${why}.`] : [];
  },
  wakes: (s) => [holder(s, 'sorciere')!],
  prompt: (s) =>
    poisonRefusal(s)
      ? { kind: 'ack', label: 'La Sorcière se rendort' }
      : choose(s, { label: 'Cible de la potion de mort (ou personne)', min: 0, max: 1 }, AWAY),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const witch = holder(s, 'sorciere')!;
    ctx.editEntry('night', { poisoned: target });
    playerIn(ctx.s.players, witch).markers.potionMort = false;
    ctx.emit('sorciere', { to: 'players', ids: [witch] }, () => `La Sorcière empoisonne ${name(s, target)}.`, {
      target,
    });
  },
});

/** The Joueur de Flûte charms others, not yet charmed (004:632). */
const CHARM_BARS = awayAnd(notHolder('joueur-de-flute', '004:632'), {
  test: (s, id) => playerRead(s.players, id).markers.charme === true,
  why: (s, id) => `${name(s, id)} est déjà charmé·e.`,
  line: '004:632',
});

/** Two players, or the one left to charm. */
const TWO_IF_ANY = upTo(2);

export const flute = roleStep('joueur-de-flute', {
  id: 'flute',
  title: 'Le Joueur de Flûte',
  line: () => 'Le Joueur de Flûte se réveille et désigne les deux joueurs qu’il charme cette nuit.',
  wakes: (s) => [holder(s, 'joueur-de-flute')!],
  prompt: (s) => {
    return choose(s, { label: 'Joueurs charmés', min: TWO_IF_ANY, max: TWO_IF_ANY }, CHARM_BARS);
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const ids = value;
    for (const id of ids) playerIn(ctx.s.players, id).markers.charme = true;
    if (ids.length > 0) {
      ctx.emit(
        'flute',
        { to: 'players', ids: [holder(s, 'joueur-de-flute')!, ...ids] },
        () => `Le Joueur de Flûte charme ${names(s, ids)}.`,
        {
          charmed: ids,
        },
      );
    }
  },
});

function charmedAwake(s: TGame): PlayerId[] {
  return present(s).filter(
    (id) => playerRead(s.players, id).markers.charme === true && playerRead(s.players, id).markers.endormi !== true,
  );
}

export const charmes = step({
  id: 'charmes',
  title: 'Les charmés',
  role: 'joueur-de-flute',
  when: (s) => s.order.some((id) => playerRead(s.players, id).role === 'joueur-de-flute'),
  inert: (s) => (charmedAwake(s).length === 0 ? 'aucun joueur charmé en vie' : null),
  line: () => 'Je touche les joueurs charmés. Ils se réveillent, se reconnaissent, puis se rendorment.',
  notes: (s) => [`Charmés en vie : ${names(s, charmedAwake(s))}.`],
  wakes: (s) => charmedAwake(s),
  prompt: () => ack,
  resolve() {},
});
