/**
 * The normal turn of a night for the base cards, in the recueil's order
 * (004_d59078fd8312dd78.txt:611-642).
 */
import type { PlayerId } from '../../../engine';
import { roleDef } from '../roles';
import { alive, holder, isWolf, living, livingHolders, name, names, opt, powered, type TGame } from '../state';
import { ack, roleStep, type TStep } from './common';

export const endormissement: TStep = {
  id: 'endormissement',
  title: 'Le village s’endort',
  line: () => 'C’est la nuit : tout le village s’endort. Fermez les yeux.',
  prompt: () => ack,
  resolve() {},
};

export const voyante: TStep = roleStep('voyante', {
  id: 'voyante',
  title: 'La Voyante',
  line: () => 'La Voyante se réveille et me désigne le joueur dont elle veut connaître la carte.',
  wakes: (s) => [holder(s, 'voyante')!],
  prompt: (s) => ({
    kind: 'players',
    label: 'Joueur sondé',
    min: 1,
    max: 1,
    candidates: living(s).filter((id) => id !== holder(s, 'voyante')),
  }),
  resolve(ctx, value) {
    const s = ctx.base;
    const seer = holder(s, 'voyante')!;
    const target = (value as PlayerId[])[0]!;
    const card = roleDef(s.players[target]!.role).name;
    ctx.emit('voyante', { to: 'players', ids: [seer] }, `La Voyante découvre la carte de ${name(s, target)} : ${card}.`, {
      target,
      role: s.players[target]!.role,
    });
    ctx.react('montrer', { title: 'La Voyante', line: `Montrez à la Voyante la carte de ${name(s, target)} : ${card}. Puis elle se rendort.` });
  },
});

export const sauveteur: TStep = roleStep('sauveteur', {
  id: 'sauveteur',
  title: 'Le Sauveteur',
  line: () => 'Le Sauveteur se réveille et désigne le joueur qu’il protège cette nuit.',
  notes: (s) => (s.rs.lastProtected ? [`Protégé la nuit dernière (interdit ce soir) : ${name(s, s.rs.lastProtected)}.`] : []),
  wakes: (s) => [holder(s, 'sauveteur')!],
  prompt: (s) => ({
    kind: 'players',
    label: 'Joueur protégé',
    min: 1,
    max: 1,
    candidates: living(s).filter((id) => id !== s.rs.lastProtected),
  }),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = (value as PlayerId[])[0]!;
    ctx.s.rs.night.protectedId = target;
    ctx.s.players[target]!.markers.protege = true;
    ctx.emit('sauveteur', { to: 'players', ids: [holder(s, 'sauveteur')!] }, `Le Sauveteur protège ${name(s, target)}.`, { target });
  },
});

function wolfTargets(s: TGame): PlayerId[] {
  return living(s).filter((id) => !isWolf(s, id));
}

export const loups: TStep = {
  id: 'loups',
  title: 'Les Loups-Garous',
  role: 'loup-garou',
  when: (s) => s.order.some((id) => isWolf(s, id)),
  inert: (s) => (livingHolders(s, 'loup-garou').length === 0 ? 'plus aucun loup en vie' : null),
  line: () => 'Les Loups-Garous se réveillent, se reconnaissent et choisissent ensemble leur victime.',
  wakes: (s) => livingHolders(s, 'loup-garou'),
  prompt: (s) => {
    const candidates = wolfTargets(s);
    return { kind: 'players', label: 'Victime des loups', min: Math.min(1, candidates.length), max: 1, candidates };
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const victim = (value as PlayerId[])[0] ?? null;
    ctx.s.rs.night.victim = victim;
    if (victim) {
      ctx.emit('loups', { to: 'players', ids: livingHolders(s, 'loup-garou') }, `Les loups choisissent ${name(s, victim)}.`, { victim });
    }
  },
};

/** Asked right after the wolves' turn: did the MJ catch the Petite Fille peeking? */
export const petiteFille: TStep = roleStep('petite-fille', {
  id: 'petite-fille',
  title: 'La Petite Fille',
  when: (s) => opt<boolean>(s, 'petiteFilleSurprise'),
  line: () => 'La Petite Fille a pu espionner les loups. L’ont-ils surprise ?',
  prompt: () => ({ kind: 'yesno', label: 'Les loups ont surpris la Petite Fille', yes: 'Surprise', no: 'Pas surprise' }),
  resolve(ctx, value) {
    const s = ctx.base;
    if (value !== true) return;
    ctx.s.rs.night.littleGirlCaught = true;
    ctx.emit('petite-fille', { to: 'mj' }, `La Petite Fille (${name(s, holder(s, 'petite-fille')!)}) est surprise : elle mourra à la place de la victime.`);
  },
});

/** Whom the Sorcière is shown: the wolves' victim, or the Petite Fille they caught. */
export function shownVictim(s: TGame): PlayerId | null {
  if (s.rs.night.littleGirlCaught) return holder(s, 'petite-fille');
  return s.rs.night.victim;
}

function healRefusal(s: TGame): string | null {
  const witch = holder(s, 'sorciere')!;
  const victim = shownVictim(s);
  if (s.players[witch]!.markers.potionVie !== true) return 'potion de vie déjà utilisée';
  if (victim === null) return 'les loups n’ont fait aucune victime';
  if (victim === witch && !opt<boolean>(s, 'sorciereSoinSoiMeme')) return 'elle ne peut pas se sauver elle-même';
  return null;
}

export const sorciereVie: TStep = roleStep('sorciere', {
  id: 'sorciere-vie',
  title: 'La Sorcière (potion de vie)',
  line: (s) => {
    const victim = shownVictim(s);
    return victim
      ? `La Sorcière se réveille. Je lui montre la victime de cette nuit : ${name(s, victim)}. Veut-elle utiliser sa potion de vie ?`
      : 'La Sorcière se réveille. Personne n’a été attaqué cette nuit.';
  },
  notes: (s) => {
    const why = healRefusal(s);
    return why ? [`Potion de vie impossible : ${why}.`] : [];
  },
  wakes: (s) => [holder(s, 'sorciere')!],
  prompt: (s) =>
    healRefusal(s)
      ? { kind: 'ack', label: 'Montrer la victime, puis continuer' }
      : { kind: 'yesno', label: 'Potion de vie', yes: 'Sauver', no: 'Ne pas sauver' },
  resolve(ctx, value) {
    const s = ctx.base;
    if (value !== true) return;
    const witch = holder(s, 'sorciere')!;
    ctx.s.rs.night.healed = true;
    ctx.s.players[witch]!.markers.potionVie = false;
    ctx.emit('sorciere', { to: 'players', ids: [witch] }, `La Sorcière sauve ${name(s, shownVictim(s)!)}.`);
  },
});

function poisonRefusal(s: TGame): string | null {
  const witch = holder(s, 'sorciere')!;
  if (s.players[witch]!.markers.potionMort !== true) return 'potion de mort déjà utilisée';
  if (s.rs.night.healed && !opt<boolean>(s, 'sorciereDeuxPotions')) return 'une seule potion par nuit';
  return null;
}

export const sorciereMort: TStep = roleStep('sorciere', {
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
      : { kind: 'players', label: 'Cible de la potion de mort (ou personne)', min: 0, max: 1, candidates: living(s) },
  resolve(ctx, value) {
    const s = ctx.base;
    const target = Array.isArray(value) ? (value[0] as PlayerId | undefined) : undefined;
    if (!target) return;
    const witch = holder(s, 'sorciere')!;
    ctx.s.rs.night.poisoned = target;
    ctx.s.players[witch]!.markers.potionMort = false;
    ctx.emit('sorciere', { to: 'players', ids: [witch] }, `La Sorcière empoisonne ${name(s, target)}.`, { target });
  },
});

function charmable(s: TGame): PlayerId[] {
  const piper = holder(s, 'joueur-de-flute');
  return living(s).filter((id) => id !== piper && s.players[id]!.markers.charme !== true);
}

export const flute: TStep = roleStep('joueur-de-flute', {
  id: 'flute',
  title: 'Le Joueur de Flûte',
  line: () => 'Le Joueur de Flûte se réveille et désigne les deux joueurs qu’il charme cette nuit.',
  wakes: (s) => [holder(s, 'joueur-de-flute')!],
  prompt: (s) => {
    const candidates = charmable(s);
    const n = Math.min(2, candidates.length);
    return { kind: 'players', label: 'Joueurs charmés', min: n, max: n, candidates };
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const ids = value as PlayerId[];
    for (const id of ids) ctx.s.players[id]!.markers.charme = true;
    if (ids.length > 0) {
      ctx.emit('flute', { to: 'players', ids: [holder(s, 'joueur-de-flute')!, ...ids] }, `Le Joueur de Flûte charme ${names(s, ids)}.`, {
        charmed: ids,
      });
    }
  },
});

function charmedAlive(s: TGame): PlayerId[] {
  return living(s).filter((id) => s.players[id]!.markers.charme === true);
}

export const charmes: TStep = {
  id: 'charmes',
  title: 'Les charmés',
  when: (s) => s.order.some((id) => s.players[id]!.role === 'joueur-de-flute'),
  inert: (s) => (charmedAlive(s).length === 0 ? 'aucun joueur charmé en vie' : null),
  line: () => 'Je touche les joueurs charmés. Ils se réveillent, se reconnaissent, puis se rendorment.',
  notes: (s) => [`Charmés en vie : ${names(s, charmedAlive(s))}.`],
  wakes: (s) => charmedAlive(s),
  prompt: () => ack,
  resolve() {},
};

export { alive, powered };
