/**
 * Row C (000_a045abd3825f1297.txt:739): Minus and Cortex (000:276-282), and on
 * the third night, a Saturday, Skadi (000:331-361, 787). Cortex may also take
 * a coin from a vote's pot (000:687).
 */
import type { PlayerId } from '../../../engine';
import { ack, act, game, spend, tell, type QStep } from '../common';
import { moveCoins } from '../coins';
import { campInMode } from '../modes';
import { CAMPS, type CampId } from '../roles';
import { available, believedAlive, health, inCamp, isAwake, opt, partyHolder, winCamp, type QGame } from '../state';
import { list, name, names } from '../text';
import { KNOWING, members } from './intro';
import { weekFull } from '../week';
import { cardStep } from './call';

/** Whom Cortex and Minus may aim at: anyone I, B or C and believed so, but their camp (000:142; an executed player in a secret coma is « dead », 495). */
function marks(s: QGame): PlayerId[] {
  return s.order.filter((id) => !inCamp(s, id, 'mc') && isAwake(s, id) && believedAlive(s, id));
}

/** Rounds of the M & C phase tonight: twice after Skadi joined their camp (000:357-359). */
const rounds = (s: QGame): number => (s.rs.mcDouble ? 2 : 1);

/** The pot of a paying vote: only the cheats, Minus, Cortex and the pickpockets may touch it (000:687). */
export const POT = 'cagnotte';

function markName(s: QGame, id: string): string {
  return id === POT ? 'la cagnotte' : name(s, id);
}

/** Skadi in their camp wakes with Cortex to share the moment, but neither steals nor charms (000:345). */
function mcCompanions(s: QGame): PlayerId[] {
  return s.order.filter((id) => inCamp(s, id, 'mc') && !['cortex', 'minus'].includes(s.players[id]!.role) && available(s, id));
}

export const cortex: QStep = cardStep('cortex', {
  id: 'cortex',
  title: 'Cortex',
  line: (s) =>
    s.rs.mcDouble
      ? 'Cortex ouvre les yeux. Grâce à Skadi, il désigne deux fois une cible (vol d’une pièce ou charme) puis la cible de Minus.'
      : 'Cortex ouvre les yeux et me désigne une personne : veut-il lui voler une pièce ou la charmer ?',
  notes: (s) => (mcCompanions(s).length > 0 ? [`${names(s, mcCompanions(s))} (Skadi, dans leur camp) ouvre aussi les yeux : elle communique avec Cortex mais ne vole ni ne charme (000:345).`] : []),
  wakes: (s) => [partyHolder(s, 'cortex')!, ...mcCompanions(s)],
  prompt: (s) => ({
    kind: 'choice',
    label: 'Cible de Cortex',
    options: [
      { value: 'rien', label: 'Rien cette nuit' },
      ...(s.rs.coins.pot > 0 ? [{ value: `vol:${POT}`, label: `Voler une pièce dans la cagnotte (${s.rs.coins.pot})` }] : []),
      ...marks(s).flatMap((id) => [
        { value: `vol:${id}`, label: `Voler une pièce à ${name(s, id)}` },
        { value: `charme:${id}`, label: `Charmer ${name(s, id)}` },
      ]),
    ],
  }),
  resolve(ctx, value) {
    // The doubled phase is spent even when Cortex lets it go (000:357: « à leur phase d'action suivante »).
    if (value === 'rien') {
      ctx.s.rs.mcDouble = false;
      return;
    }
    const [what, target] = (value as string).split(':') as ['vol' | 'charme', PlayerId];
    // He acts when he designates: an invoked power may strike him before he names Minus's target (000:168).
    act(ctx, partyHolder(game(ctx), 'cortex')!, 'cortex');
    ctx.react('cortex-minus', { act: what, target });
  },
}, (s) => weekFull(s, partyHolder(s, 'cortex')!, 'cortex'));

export const cortexMinus: QStep = {
  id: 'cortex-minus',
  title: 'Cortex désigne la cible de Minus',
  line: () => 'Cortex me désigne maintenant la cible de Minus, puis se rendort.',
  wakes: (s) => [partyHolder(s, 'cortex')!],
  prompt: (s, args) => {
    const candidates = marks(s).filter((id) => id !== (args as { target: PlayerId }).target);
    return { kind: 'players', label: 'Cible de Minus', min: candidates.length > 0 ? 1 : 0, max: 1, candidates };
  },
  resolve(ctx, value, args) {
    const s = game(ctx);
    const { act: what, target } = args as { act: 'vol' | 'charme'; target: PlayerId };
    // Nobody else left to name: Minus is shown Cortex's target alone (and fails if he takes it).
    const forMinus = (value as PlayerId[])[0] ?? target;
    const who = partyHolder(s, 'cortex')!;
    ctx.s.rs.night.cortex.push({ target, act: what, forMinus });
    apply(ctx, who, target, what);
    if (ctx.s.rs.night.cortex.length < rounds(s)) ctx.react('cortex', { round: 2 });
    else ctx.s.rs.mcDouble = false;
  },
};

function apply(ctx: Parameters<QStep['resolve']>[0], who: PlayerId, target: PlayerId, what: 'vol' | 'charme'): void {
  const s = game(ctx);
  if (target === POT) {
    if (s.rs.coins.pot === 0) {
      ctx.emit('mc', { to: 'mj' }, 'La cagnotte est vide.');
      return;
    }
    ctx.s.rs.coins.pot -= 1;
    ctx.s.players[who]!.money += 1;
    ctx.emit('pieces', { to: 'mj' }, `${name(s, who)} prend une pièce dans la cagnotte.`, { to: who, coins: 1 });
  } else if (what === 'vol') {
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
  if (!c) return [];
  return [...(c.target === POT ? [POT] : []), ...s.order.filter((id) => id === c.target || id === c.forMinus)];
}

export const minus: QStep = cardStep(
  'minus',
  {
    id: 'minus',
    title: 'Minus',
    line: (s) =>
      s.rs.night.cortex.length === 0
        ? 'Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex ; il en prend une, pour voler ou charmer.'
        : minusPair(s, s.rs.night.minusDone).length === 1
          ? `Minus ouvre les yeux. Cortex n’a pu désigner qu’une cible : ${markName(s, minusPair(s, s.rs.night.minusDone)[0]!)}. La prend-il (il échouerait), ou rien ?`
          : `Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex : ${list(minusPair(s, s.rs.night.minusDone).map((id) => markName(s, id)))}. Laquelle prend-il, et pour voler ou charmer ?`,
    notes: (s) => s.rs.night.cortex.map((c) => `Cible de Cortex : ${markName(s, c.target)} ; cible de Minus : ${c.forMinus === c.target ? 'aucune' : name(s, c.forMinus)}.`),
    prompt: (s) => ({
      kind: 'choice',
      label: 'Choix de Minus',
      options: [
        { value: 'rien', label: 'Rien' },
        ...minusPair(s, s.rs.night.minusDone).flatMap((id) =>
          id === POT
            ? [{ value: `vol:${POT}`, label: 'Voler une pièce dans la cagnotte' }]
            : [
                { value: `vol:${id}`, label: `Voler une pièce à ${name(s, id)}` },
                { value: `charme:${id}`, label: `Charmer ${name(s, id)}` },
              ],
        ),
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
        tell(ctx, [who], 'mc', `Minus a pris la cible de Cortex (${markName(s, target)}) : son action échoue.`);
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

/**
 * Whether Skadi landing in M & C doubles their next targets: after her reboot
 * only (the sentence closes the reboot's paragraph, 000:357), or however she
 * joined them (« tombe sur », and the table not knowing « quel joueur Skadi
 * avait désigné », 000:359). Setup option `skadiMC`.
 */
function doublesMC(s: QGame, how: 'reboot' | 'joueur'): boolean {
  return how === 'reboot' || opt<string>(s, 'skadiMC') === 'toujours';
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
  notes: () => ['Elle choisit même si elle est C, Q ou M (000:361). Après un reboot, elle m’indique son camp par un geste.'],
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
    // Pointing at a player: she joins the camp that player plays for (a lover's is the lovers', 000:151).
    const camp: CampId = how === 'reboot' ? (x as CampId) : winCamp(s, x);
    if (how === 'reboot') {
      spend(ctx, who, 'reboot');
      ctx.s.rs.reboot = true;
      ctx.emit('skadi', { to: 'mj' }, 'Skadi utilise son reboot : chaque pouvoir à usage unique pourra servir deux fois (000:349-355).');
    }
    if (camp === 'mc' && doublesMC(s, how)) ctx.s.rs.mcDouble = true;
    ctx.s.rs.camps[who] = [camp];
    ctx.s.rs.skadiDone = true;
    tell(ctx, [who], 'skadi', `Skadi rejoint le camp ${campName(camp)}${how === 'joueur' ? ` (celui de ${name(s, x)})` : ''}.`, { camp });
    // Every camp but the Idéalistes is called in turn, whichever she chose, so the table cannot tell (000:341).
    for (const c of skadiCamps(s).filter((c) => c !== 'idealistes')) ctx.react('skadi-equipe', { camp: c, joined: c === camp });
  },
};

type EquipeArgs = { camp: CampId; joined: boolean };

/** How the MJ calls a camp: « Minus et Cortex », « Les Reptiliens ». */
const called = (camp: CampId): string => (camp === 'mc' ? 'Minus et Cortex' : `Les ${campName(camp)}`);

/** Camps whose members know each other (000:693); the others (Villageois, Nobel) do not open their eyes together. */
const knows = (camp: CampId): camp is (typeof KNOWING)[number] => (KNOWING as readonly string[]).includes(camp);

/** Who opens their eyes when the MJ calls `camp` after Skadi's choice: the members who know each other, and Skadi if it is hers. */
function equipeWakes(s: QGame, { camp, joined }: EquipeArgs): PlayerId[] {
  const me = partyHolder(s, 'skadi')!;
  const team = knows(camp) ? members(s, camp).filter((id) => id !== me && health(s, id) !== 'M') : [];
  return s.order.filter((id) => (id === me && joined) || team.includes(id));
}

export const skadiEquipe: QStep = {
  id: 'skadi-equipe',
  title: 'Skadi et son nouveau camp',
  line: (s, args) => {
    const camp = (args as EquipeArgs).camp;
    return knows(camp)
      ? `${called(camp)} ouvrent les yeux : si Skadi les a rejoints, elle ouvre les yeux avec eux. Puis ils se rendorment.`
      : `${called(camp)} : si Skadi les a rejoints, elle ouvre les yeux un instant. Puis elle se rendort.`;
  },
  notes: (s, args) => {
    const a = args as EquipeArgs;
    const out = [`À réveiller : ${names(s, equipeWakes(s, a)) || 'personne'}.`];
    if (a.joined) out.push(`Skadi a rejoint les ${campName(a.camp)}.`);
    if (a.joined && s.rs.mcDouble) out.push('Minus et Cortex désigneront le double de cibles à leur prochaine phase : annoncez-le à la table, sans dire qui est Skadi (000:359).');
    if (!knows(a.camp)) out.push('Les membres de ce camp ne se connaissent pas : ils gardent les yeux fermés (000:693).');
    return out;
  },
  wakes: (s, args) => equipeWakes(s, args as EquipeArgs),
  prompt: () => ack(),
  resolve() {},
};
