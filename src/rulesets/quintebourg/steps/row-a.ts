/**
 * Row A (000_a045abd3825f1297.txt:737): the Bourreau's coma potion for the
 * day's executed (000:495), the médecin's care of two patients (000:251) and
 * his experimental remedy for a Q (000:251-253, 87, 102).
 */
import { among, choose, eligible, type Bars, type PlayerId } from '../../../engine';
import { act, first, spend, tell } from '../common';
import { stepDown, stepUp } from '../health';
import { word } from '../health-words';
import { changeHealth } from '../harm';
import { atHospital, canUse, health, numberOption, partyHolder, post } from '../queries';
import { de, name } from '../text';
import type { QGame } from '../types';
import { cardStep, unavailable } from './call';
import { step } from './step';

/**
 * The coma potion belongs to the post, not to its holder (000:495: the
 * Bourreau « dispose » of one): a new Bourreau, where the post may change
 * hands (no médecin in play), does not bring a fresh one.
 */
export const COMA_KEY = 'poste:bourreau';

/**
 * The coma potion goes to one of the day's executed (the call's argument, in
 * the order they fell) whom the poison left Q (000:495).
 */
const COMA_BARS: Bars<QGame, readonly PlayerId[]> = [
  among<QGame>((s, id) => `${name(s, id)} n’a pas été exécuté·e aujourd’hui.`, '000:495'),
  {
    test: (s, id) => s.players[id]!.health !== 'Q',
    why: (s, id) =>
      `${name(s, id)} n’est pas quasi-mort·e : la potion de coma ne sert qu’à un exécuté que le poison a laissé Q.`,
    line: '000:495',
  },
];

function executedToday(s: QGame): PlayerId[] {
  return eligible(s, COMA_BARS, s.rs.day.executed);
}

export const bourreau = step({
  id: 'bourreau',
  title: 'Le Bourreau',
  inert: (s) => {
    const b = post(s, 'bourreau');
    if (!b) return 'pas de Bourreau';
    if (executedToday(s).length === 0) return 'personne n’a été exécuté aujourd’hui';
    if (!canUse(s, COMA_KEY, 'coma')) return 'potion de coma déjà utilisée';
    return unavailable(s, b);
  },
  line: () =>
    'Le Bourreau ouvre les yeux. A-t-il versé sa potion de coma au lieu du poison lors de l’exécution d’aujourd’hui ?',
  wakes: (s) => [post(s, 'bourreau')!],
  prompt: (s) =>
    choose(
      s,
      { label: 'Exécuté qui a reçu la potion de coma (ou personne)', min: 0, max: 1 },
      COMA_BARS,
      s.rs.day.executed,
    ),
  resolve(ctx, value) {
    const target = first(value);
    if (!target) return;
    const b = post(ctx.s, 'bourreau')!;
    act(ctx, b, 'coma');
    spend(ctx, COMA_KEY, 'coma');
    changeHealth(ctx, target, 'C', 'potion-coma');
    ctx.s.rs.hiddenComa.push(target);
    tell(ctx, {
      to: [b],
      type: 'bourreau',
      text: `Le Bourreau a versé la potion de coma à ${name(ctx.s, target)} : C au lieu de Q, et tout le monde le croit mort.`,
      data: { target },
    });
  },
});

/** The médecin's patients: those in a hospital room tonight (000:76-78, 251). */
function patients(s: QGame): PlayerId[] {
  return s.order.filter((id) => atHospital(s, id));
}

type Care = 'soigne' | 'aggrave';
type CareOption = { value: 'fin' | `${Care}:${PlayerId}`; label: string };

function careOptions(s: QGame): CareOption[] {
  const out: CareOption[] = [{ value: 'fin', label: 'Plus personne' }];
  for (const id of patients(s)) {
    if (s.rs.night.cared.includes(id)) continue;
    const h = health(s, id);
    if (h !== 'Q')
      out.push({ value: `soigne:${id}`, label: `Soigner ${name(s, id)} (${de(word(h))} à ${word(stepUp(h))})` });
    out.push({ value: `aggrave:${id}`, label: `Aggraver ${name(s, id)} (${de(word(h))} à ${word(stepDown(h))})` });
  }
  return out;
}

export const medecinSoins = cardStep(
  'medecin',
  step({
    id: 'medecin-soins',
    title: 'Le médecin\u00a0: ses patients',
    line: () =>
      'Le médecin ouvre les yeux. Veut-il améliorer ou aggraver d’un cran l’état d’un de ses patients ? (Deux patients au plus.)',
    // The book: 000:251.
    notes: (s) => [
      `Patients cette nuit : ${
        patients(s)
          .map((id) => `${name(s, id)} (${word(health(s, id))})`)
          .join(', ') || 'aucun'
      }.`,
      'Il ne peut pas améliorer un quasi-mort.',
    ],
    prompt: (s) => ({ kind: 'choice', label: 'Soin', options: careOptions(s) }),
    resolve(ctx, value) {
      if (value === 'fin') return;
      const s = ctx.s;
      const [what, id] = splitCare(value);
      const medecin = partyHolder(s, 'medecin')!;
      act(ctx, medecin, what === 'soigne' ? 'soin' : 'aggravation');
      ctx.pushEntry('night', 'cared', id);
      const h = health(s, id);
      if (what === 'soigne') changeHealth(ctx, id, stepUp(h), 'medecin-soigne');
      else changeHealth(ctx, id, stepDown(h), 'medecin-aggrave');
    },
    repeat: (s, value) => value !== 'fin' && s.rs.night.cared.length < 2 && careOptions(s).length > 1,
  }),
  (s) => (patients(s).length === 0 ? 'aucun patient à l’hôpital' : null),
);

/** « soigne:p3 » → the care and the patient. */
function splitCare(value: `${Care}:${PlayerId}`): [Care, PlayerId] {
  const [what, id] = value.split(':');
  return [what === 'soigne' ? 'soigne' : 'aggrave', id!];
}

/** Players the table believes dead, or a Q it has not been told of: the médecin may try his remedy on one (000:251). */
const REMEDY_BARS: Bars<QGame> = [
  {
    test: (s, id) => {
      const p = s.players[id]!;
      const told = p.announced.health;
      return told !== 'Q' && told !== 'M' && p.health !== 'Q';
    },
    why: (s, id) => `${name(s, id)} n’est pas cru·e mort·e : le remède ne s’essaie que sur un mort.`,
    line: '000:251',
  },
];

function believedDead(s: QGame): PlayerId[] {
  return eligible(s, REMEDY_BARS, undefined);
}

export const medecinRemede = cardStep(
  'medecin',
  step({
    id: 'medecin-remede',
    title: 'Le médecin\u00a0: son remède',
    line: () => 'Le médecin veut-il essayer sa potion expérimentale sur un mort ?',
    notes: (s) => [
      `Nuits de recherche : ${s.rs.research} (le remède fonctionne à partir de ${numberOption(s, 'nuitsRecherche')} ; avant, il tue).`,
    ],
    prompt: (s) => choose(s, { label: 'Patient de la potion (ou personne)', min: 0, max: 1 }, REMEDY_BARS),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      const s = ctx.s;
      const medecin = partyHolder(s, 'medecin')!;
      act(ctx, medecin, 'remede');
      if (health(s, target) !== 'Q') {
        ctx.emit(
          'remede',
          { to: 'mj' },
          () => `La potion du médecin sur ${name(s, target)} reste sans effet (${word(health(s, target))}).`,
        );
        return;
      }
      if (s.rs.research >= numberOption(s, 'nuitsRecherche')) {
        changeHealth(ctx, target, 'I', 'remede');
        ctx.s.rs.research = 0;
        ctx.emit(
          'remede',
          { to: 'mj' },
          () =>
            `Le remède du médecin fonctionne : ${name(s, target)} revient à la vie, Indemne. Ses recherches repartent de zéro.`,
        );
      } else {
        changeHealth(ctx, target, 'M', 'remede-rate');
        ctx.emit('remede', { to: 'mj' }, () => `Le remède du médecin n’est pas au point : ${name(s, target)} meurt.`);
      }
    },
  }),
  (s) => (believedDead(s).length === 0 ? 'aucun mort sur qui l’essayer' : null),
);
