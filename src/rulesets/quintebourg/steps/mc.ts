/**
 * Row C (000_a045abd3825f1297.txt:739): Minus and Cortex (000:276-282), and on
 * the third night, a Saturday, Skadi (000:331-361, 787).
 */
import type { PlayerId } from '../../../engine';
import { ack, act, game, spend, tell, type QStep } from '../common';
import { moveCoins } from '../coins';
import { campInMode } from '../modes';
import { CAMPS, type CampId } from '../roles';
import { inCamp, isAwake, partyHolder, winCamp, type QGame } from '../state';
import { name, names } from '../text';
import { cardStep } from './call';

/** Whom Cortex and Minus may aim at: anyone believed alive but themselves (000:142). */
function marks(s: QGame): PlayerId[] {
  return s.order.filter((id) => !inCamp(s, id, 'mc') && isAwake(s, id));
}

/** Rounds of the M & C phase tonight: twice after Skadi's reboot into their camp (000:357-359). */
const rounds = (s: QGame): number => (s.rs.mcDouble ? 2 : 1);

export const cortex: QStep = cardStep('cortex', {
  id: 'cortex',
  title: 'Cortex',
  line: (s) =>
    s.rs.mcDouble
      ? 'Cortex ouvre les yeux. Grâce à Skadi, il désigne deux fois une cible (vol d’une pièce ou charme) puis la cible de Minus.'
      : 'Cortex ouvre les yeux et me désigne une personne : veut-il lui voler une pièce ou la charmer ?',
  prompt: (s) => ({
    kind: 'choice',
    label: 'Cible de Cortex',
    options: [
      { value: 'rien', label: 'Rien cette nuit' },
      ...marks(s).flatMap((id) => [
        { value: `vol:${id}`, label: `Voler une pièce à ${name(s, id)}` },
        { value: `charme:${id}`, label: `Charmer ${name(s, id)}` },
      ]),
    ],
  }),
  resolve(ctx, value) {
    if (value === 'rien') return;
    const [what, target] = (value as string).split(':') as ['vol' | 'charme', PlayerId];
    ctx.react('cortex-minus', { act: what, target });
  },
});

export const cortexMinus: QStep = {
  id: 'cortex-minus',
  title: 'Cortex désigne la cible de Minus',
  line: () => 'Cortex me désigne maintenant la cible de Minus, puis se rendort.',
  wakes: (s) => [partyHolder(s, 'cortex')!],
  prompt: (s, args) => ({ kind: 'players', label: 'Cible de Minus', min: 1, max: 1, candidates: marks(s).filter((id) => id !== (args as { target: PlayerId }).target) }),
  resolve(ctx, value, args) {
    const s = game(ctx);
    const { act: what, target } = args as { act: 'vol' | 'charme'; target: PlayerId };
    const forMinus = (value as PlayerId[])[0]!;
    const who = partyHolder(s, 'cortex')!;
    act(ctx, who, 'cortex');
    ctx.s.rs.night.cortex.push({ target, act: what, forMinus });
    apply(ctx, who, target, what);
    if (ctx.s.rs.night.cortex.length < rounds(s)) ctx.react('cortex', { round: 2 });
    else ctx.s.rs.mcDouble = false;
  },
};

function apply(ctx: Parameters<QStep['resolve']>[0], who: PlayerId, target: PlayerId, what: 'vol' | 'charme'): void {
  const s = game(ctx);
  if (what === 'vol') {
    const k = moveCoins(ctx, target, who, 1, `vol de ${s.players[who]!.role === 'cortex' ? 'Cortex' : 'Minus'}`);
    if (k === 0) ctx.emit('mc', { to: 'mj' }, `${name(s, target)} n’a pas de pièce à voler.`);
  } else if (!s.rs.charmed.includes(target)) {
    ctx.s.rs.charmed.push(target);
    ctx.s.rs.night.charmed.push(target);
    ctx.emit('mc', { to: 'mj' }, `${name(s, target)} est charmé·e.`);
  }
}

/** The two names Minus is shown for round `k`, in seating order (he is not told which is Cortex's). */
function minusPair(s: QGame, k: number): PlayerId[] {
  const c = s.rs.night.cortex[k];
  return c ? s.order.filter((id) => id === c.target || id === c.forMinus) : [];
}

export const minus: QStep = cardStep(
  'minus',
  {
    id: 'minus',
    title: 'Minus',
    line: (s) =>
      s.rs.night.cortex.length === 0
        ? 'Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex ; il en prend une, pour voler ou charmer.'
        : `Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex : ${names(s, minusPair(s, s.rs.night.minusDone))}. Laquelle prend-il, et pour voler ou charmer ?`,
    notes: (s) => s.rs.night.cortex.map((c) => `Cible de Cortex : ${name(s, c.target)} ; cible de Minus : ${name(s, c.forMinus)}.`),
    prompt: (s) => ({
      kind: 'choice',
      label: 'Choix de Minus',
      options: [
        { value: 'rien', label: 'Rien' },
        ...minusPair(s, s.rs.night.minusDone).flatMap((id) => [
          { value: `vol:${id}`, label: `Voler une pièce à ${name(s, id)}` },
          { value: `charme:${id}`, label: `Charmer ${name(s, id)}` },
        ]),
      ],
    }),
    resolve(ctx, value) {
      const s = game(ctx);
      const c = s.rs.night.cortex[s.rs.night.minusDone]!;
      ctx.s.rs.night.minusDone++;
      if (value === 'rien') return;
      const who = partyHolder(s, 'minus')!;
      act(ctx, who, 'minus');
      const [what, target] = (value as string).split(':') as ['vol' | 'charme', PlayerId];
      if (target === c.target) {
        tell(ctx, [who], 'mc', `Minus a pris la cible de Cortex (${name(s, target)}) : son action échoue.`);
        return;
      }
      apply(ctx, who, target, what);
    },
    repeat: (s) => s.rs.night.minusDone < s.rs.night.cortex.length,
  },
  (s) => (s.rs.night.cortex.length === 0 ? 'Cortex n’a désigné personne' : null),
);

// --- Skadi -------------------------------------------------------------------

const campName = (id: string) => CAMPS.find((c) => c.id === id)!.name;

/** The camps Skadi may choose after her reboot: those of the mode. */
function skadiCamps(s: QGame): CampId[] {
  return (['amoureux', 'idealistes', 'mc', 'setheux', 'reptiliens', 'nobel', 'geometres', 'algebristes', 'analystes', 'villageois'] as CampId[]).filter((c) => campInMode(s.rs.mode, c));
}

export const skadi: QStep = {
  id: 'skadi',
  title: 'Skadi',
  role: 'skadi',
  // Her choice is on the third night (000:333); she acts even C, Q or M (000:361).
  inert: (s) => {
    const who = partyHolder(s, 'skadi');
    if (!who) return 'personne n’a la carte Skadi';
    if (s.rs.skadiDone) return 'Skadi a déjà choisi son camp';
    if (s.clock.day !== 3) return 'Skadi choisit la troisième nuit';
    return null;
  },
  line: () => 'Skadi ouvre les yeux. Utilise-t-elle son reboot pour choisir son camp, ou me désigne-t-elle un joueur dont elle rejoint le camp ?',
  wakes: (s) => [partyHolder(s, 'skadi')!],
  prompt: (s) => ({
    kind: 'choice',
    label: 'Choix de Skadi',
    options: [
      ...skadiCamps(s).map((c) => ({ value: `reboot:${c}`, label: `Reboot, puis le camp ${campName(c)}` })),
      ...s.order.filter((id) => s.players[id]!.role !== 'skadi').map((id) => ({ value: `joueur:${id}`, label: `Le camp de ${name(s, id)}` })),
    ],
  }),
  resolve(ctx, value) {
    const s = game(ctx);
    const who = partyHolder(s, 'skadi')!;
    act(ctx, who, 'skadi');
    const [how, x] = (value as string).split(':') as ['reboot' | 'joueur', string];
    const camp: CampId = how === 'reboot' ? (x as CampId) : winCamp(s, x);
    if (how === 'reboot') {
      spend(ctx, who, 'reboot');
      ctx.s.rs.reboot = true;
      if (camp === 'mc') ctx.s.rs.mcDouble = true;
      ctx.emit('skadi', { to: 'mj' }, 'Skadi utilise son reboot : chaque pouvoir à usage unique pourra servir deux fois.');
    }
    ctx.s.rs.camps[who] = [camp];
    ctx.s.rs.skadiDone = true;
    tell(ctx, [who], 'skadi', `Skadi rejoint le camp ${campName(camp)}${how === 'joueur' ? ` (celui de ${name(s, x)})` : ''}.`, { camp });
    ctx.react('skadi-equipe', { camp });
  },
};

export const skadiEquipe: QStep = {
  id: 'skadi-equipe',
  title: 'Skadi et son nouveau camp',
  line: (s, args) => {
    const camp = (args as { camp: CampId }).camp;
    if (camp === 'idealistes') return 'J’appelle les camps tour à tour ; Skadi ne se montre à personne (Idéalistes). Tout le monde se rendort.';
    return 'J’appelle les camps tour à tour : chacun ouvre les yeux et se rendort ; Skadi ouvre les yeux avec le sien pour se faire connaître.';
  },
  notes: (s, args) => {
    const camp = (args as { camp: CampId }).camp;
    return [`Camp de Skadi : ${campName(camp)} — coéquipiers : ${names(s, teammates(s, camp)) || 'aucun'}.`, ...(s.rs.mcDouble ? ['Minus et Cortex désigneront le double de cibles à leur prochaine phase : dites-le à la table (000:359).'] : [])];
  },
  wakes: (s, args) => {
    const camp = (args as { camp: CampId }).camp;
    return camp === 'idealistes' ? [] : [partyHolder(s, 'skadi')!, ...teammates(s, camp)];
  },
  prompt: () => ack(),
  resolve() {},
};

function teammates(s: QGame, camp: CampId): PlayerId[] {
  return s.order.filter((id) => s.players[id]!.role !== 'skadi' && inCamp(s, id, camp));
}

