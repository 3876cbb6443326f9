/**
 * The cards in play and the deal (000_a045abd3825f1297.txt:112-149): a party
 * card and an effect card per player, an alibi party card per lover; the
 * camps the mode requires and allows; the random deal. The state they start
 * from is in state.ts.
 */
import type { GameSetup, OptionValue } from '../../engine';
import { ALIBIS } from './cards';
import { campInMode, MODE_CAMPS, MODE_NAMES, modeOf, type Mode } from './modes';
import { campName, cardCamp, cardName, isEffect, isParty, MATH, MATH_CAMPS } from './roles';

const count = (cards: readonly string[], id: string) => cards.filter((c) => c === id).length;

/** Cards left undealt: the effect cards and the lovers' alibis (dealt by the ruleset). */
export function spareCards(composition: string[]): number {
  return composition.filter(isEffect).length + count(composition, 'amoureux');
}

/** Groups of party cards added while they fit, then filler: a game for `n` in each mode. */
const PARTY_GROUPS: Record<Mode, string[][]> = {
  V: [
    ['reptilienne-alpha', 'reptilien'],
    ['medecin'],
    ['villageois', 'villageois', 'villageois'],
    ['sesiano'],
    ['reptilienne-noire'],
    ['amoureux', 'amoureux', 'villageois', 'reptilien'],
    ['cortex', 'minus'],
    ['seth', 'fennec'],
    ['reptilienne-rouge'],
    ['skadi'],
    ['reptilien'],
  ],
  M: [
    ['k-hess', 'j-pach', 'j-rappaz'],
    ['medecin'],
    ['algebriste', 'geometre', 'analyste'],
    ['nobel'],
    ['amoureux', 'amoureux', 'algebriste', 'geometre'],
    ['sesiano'],
    ['skadi'],
  ],
  E: [
    ['reptilienne-alpha', 'k-hess', 'j-pach', 'j-rappaz'],
    ['medecin'],
    ['reptilien'],
    ['algebriste', 'geometre', 'analyste'],
    ['amoureux', 'amoureux', 'reptilien', 'analyste'],
    ['sesiano'],
    ['cortex', 'minus'],
    ['nobel'],
    ['seth', 'fennec'],
    ['reptilienne-noire'],
    ['reptilienne-rouge'],
    ['skadi'],
  ],
};

const FILLER: Record<Mode, string[]> = {
  V: ['villageois', 'villageois', 'reptilien'],
  M: ['algebriste', 'geometre', 'analyste'],
  E: ['algebriste', 'geometre', 'analyste', 'reptilien'],
};

const EFFECT_ORDER = [
  'marchand-de-sable',
  'curieux',
  'infirmier',
  'scientifique',
  'tricheur',
  'assassin',
  'artiste',
  'eris',
  'cupidon',
  'parrain',
  'laura',
  'coriace',
  'fouineur',
  'chirurgien',
  'geek',
  'bras-droit',
  'morphee',
  'indiscret',
  'brigand',
  'pharmacien',
  'ingenieur',
];

export function suggestComposition(n: number, options: Record<string, OptionValue>): string[] {
  const mode = modeOf(options);
  const party: string[] = [];
  let lovers = 0;
  for (const group of PARTY_GROUPS[mode]) {
    const isLovers = group[0] === 'amoureux';
    // The lovers' group brings their two alibis: it takes two seats only.
    const seats = isLovers ? 2 : group.length;
    if (party.length - lovers + seats > n) continue;
    party.push(...group);
    if (isLovers) lovers += 2;
  }
  const fill = FILLER[mode];
  for (let i = 0; party.length - lovers < n; i++) party.push(fill[i % fill.length]!);
  const effects = EFFECT_ORDER.slice(0, n);
  while (effects.length < n) effects.push('sans-effet');
  return [...party, ...effects];
}

/** The setup's rule checks (French reasons). */
export function validateSetup(setup: GameSetup): string | null {
  const mode = modeOf(setup.options);
  const n = setup.players.length;
  const party = setup.composition.filter(isParty);
  const effects = setup.composition.filter(isEffect);
  if (effects.length !== n)
    return `Il faut exactement un rôle à effet par joueur : ${effects.length} pour ${n} joueurs.`;
  const lovers = count(party, 'amoureux');
  if (lovers !== 0 && lovers !== 2) return 'Les amoureux vont par deux (ou pas du tout).';
  if (party.length !== n + lovers)
    return `Il faut un rôle de parti par joueur, plus un alibi par amoureux : ${party.length} au lieu de ${n + lovers}.`;
  for (const card of party) {
    const camp = cardCamp(card);
    if (!campInMode(mode, camp)) return `${cardName(card)} ne joue pas en mode ${MODE_NAMES[mode]}.`;
  }
  const present = new Set(party.filter((c) => c !== 'amoureux').map(cardCamp));
  for (const camp of MODE_CAMPS[mode].required)
    if (!present.has(camp)) return `Le mode ${MODE_NAMES[mode]} demande au moins un joueur du camp ${campName(camp)}.`;
  for (const camp of MATH_CAMPS) {
    if (present.has(camp) && !party.includes(MATH[camp].leader))
      return `Les ${campName(camp)} ont besoin de leur leader (${cardName(MATH[camp].leader)}).`;
  }
  // Without their alpha the Reptiliens never attack (000:581), as a school without its leader (000:207).
  if (present.has('reptiliens') && !party.includes('reptilienne-alpha'))
    return 'Les Reptiliens ont besoin de leur cheffe, la Reptilienne alpha : sans elle, pas d’attaque.';
  if (party.includes('cortex') !== party.includes('minus')) return 'Cortex et Minus jouent ensemble.';
  if (party.includes('fennec') && !party.includes('seth')) return 'Le Fennec joue pour Seth : pas de Fennec sans Seth.';
  if (effects.includes('bras-droit') && !effects.includes('parrain')) return 'Le Bras droit a besoin d’un Parrain.';
  const alibis = party.filter((c) => ALIBIS.has(c)).length;
  if (alibis < lovers)
    return `Les amoureux ont besoin de ${lovers} cartes d’alibi (Reptilien, mathématicien, Nobel ou Villageois).`;
  if (setup.deal) {
    for (const [who, card] of Object.entries(setup.deal)) {
      const player = setup.players.find((p) => p.id === who)?.name ?? who;
      if (!isParty(card))
        return `${cardName(card)} est un rôle à effet : pour ${player}, la distribution donne le rôle de parti ; les rôles à effet sont demandés au début de la partie.`;
    }
    const dealt = Object.values(setup.deal);
    const left = [...party];
    for (const c of dealt) left.splice(left.indexOf(c), 1);
    if (left.includes('amoureux')) return 'Les deux cartes Amoureux doivent être distribuées.';
    if (left.some((c) => !ALIBIS.has(c)))
      return `Les cartes de parti non distribuées servent d’alibis et doivent être des cartes simples (ici : ${left.map(cardName).join(', ')}).`;
  }
  return null;
}

/** The random deal: every Amoureux card is dealt, the lovers' alibis are plain cards set aside (dealt in `init`). */
export function randomDeal(
  composition: readonly string[],
  seats: number,
  shuffle: (cards: readonly string[], purpose: string) => string[],
): { roles: string[]; spare: string[] } {
  const party = composition.filter(isParty);
  const lovers = party.filter((c) => c === 'amoureux');
  const others = shuffle(
    party.filter((c) => c !== 'amoureux'),
    'cartes de parti',
  );
  const alibis: string[] = [];
  for (let i = 0; i < others.length && alibis.length < lovers.length; i++) {
    if (ALIBIS.has(others[i]!)) alibis.push(...others.splice(i--, 1));
  }
  const roles = shuffle([...lovers, ...others], 'distribution des rôles de parti').slice(0, seats);
  return { roles, spare: [...alibis, ...composition.filter(isEffect)] };
}
