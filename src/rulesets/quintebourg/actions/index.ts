/**
 * Invoked actions, at any moment (000_a045abd3825f1297.txt:168): the kill
 * powers of Seth, the Fennec and the red Reptilienne, the black Reptilienne's
 * conversion, Sesiano's conversion, the assassin's attempt, a boss against
 * his sbire; and, in the day, coins given, the Procureur's investigation, a
 * boss allowed a new sbire. Sunday's fête has no death (000:56): no kill then.
 */
import type { ActionDef, PlayerId } from '../../../engine';
import { rollOnTable } from '../../../engine/dice-table';
import { sbiresOf } from '../attack';
import { act, first, game, spend, tell } from '../common';
import { burnCoins } from '../coins';
import { TABLE_1 } from '../dice';
import { harmable, hit, strike } from '../harm';
import { hasAdjoint, postName, retraitPoste } from '../posts';
import { CAMP_ORDER, cardName, type CampId } from '../roles';
import { cardsOf } from '../steps/curious';
import { convert } from '../steps/sesiano';
import { asleep, available as ableNow, canUse, effectHolder, health, isReptilien, isStanding, looksReptilien, partyHolder, post, postsOf, sortCamps, type QGame, type QState } from '../state';
import { de, name } from '../text';
import { isSunday } from '../week';

type QAction = ActionDef<QState>;

const started = (s: QGame) => s.clock.day >= 1 && s.clock.phase !== 'setup';
const canKill = (s: QGame) => started(s) && !isSunday(s.clock.day);

/**
 * A one-time kill (→ Q) by the holder of a party card (000:288, 295, 317),
 * invoked with a raised arm: only while the holder can act, I or B and not in
 * a heavy sleep (000:168, 697).
 */
function killPower(id: string, title: string, card: string, targets: (s: QGame, me: PlayerId) => PlayerId[], cause: string, line: string): QAction {
  const holder = (s: QGame) => partyHolder(s, card);
  return {
    id,
    title,
    available: (s) => {
      const me = holder(s);
      return canKill(s) && me !== null && ableNow(s, me) && canUse(s, me, 'mise-a-mort') && targets(s, me).length > 0;
    },
    line: () => line,
    prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: targets(s, holder(s)!) }),
    resolve(ctx, value) {
      const s = game(ctx);
      const me = holder(s)!;
      const target = first(value)!;
      spend(ctx, me, 'mise-a-mort');
      strike(ctx, me, id, target, cause);
      ctx.emit(id, { to: 'mj' }, `${title} : ${name(s, target)} passe Q.`, { target });
    },
  };
}

const others = (s: QGame, me: PlayerId) => s.order.filter((id) => id !== me && harmable(s, id) && health(s, id) !== 'M');

export const seth = killPower('seth', 'Seth élimine un Reptilien', 'seth', (s, me) => others(s, me).filter((id) => looksReptilien(s, id)), 'mise-a-mort', 'Seth lève le bras : les autres ferment les yeux. Il désigne le Reptilien dont il se débarrasse (→ Q).');
export const rouge = killPower('rouge', 'La Reptilienne rouge élimine un Reptilien', 'reptilienne-rouge', (s, me) => others(s, me).filter((id) => looksReptilien(s, id)), 'mise-a-mort', 'La Reptilienne rouge lève le bras : les autres ferment les yeux. Elle désigne le Reptilien dont elle se débarrasse (→ Q).');
export const fennec = killPower('fennec', 'Le Fennec mord', 'fennec', others, 'morsure', 'Le Fennec lève le bras : les autres ferment les yeux. Il désigne qui il mord (→ Q).');

/** Keep the camps ranked above the Reptiliens, drop the others, join the Reptiliens (000:323-325, 153-155). */
export function turnReptilien(camps: readonly string[]): CampId[] {
  const rank = CAMP_ORDER.indexOf('reptiliens');
  return sortCamps([...(camps as CampId[]).filter((c) => CAMP_ORDER.indexOf(c) < rank), 'reptiliens']);
}

/** Whom the black Reptilienne may convert: anyone alive not yet a Reptilien (000:321). */
const convertibles = (s: QGame) => s.order.filter((id) => !isReptilien(s, id) && health(s, id) !== 'M');

export const noire: QAction = {
  id: 'noire',
  title: 'La Reptilienne noire convertit',
  available: (s) => {
    const me = partyHolder(s, 'reptilienne-noire');
    return started(s) && me !== null && ableNow(s, me) && canUse(s, me, 'conversion-noire') && convertibles(s).length > 0;
  },
  line: () => 'La Reptilienne noire lève le bras : les autres ferment les yeux. Elle désigne qui devient Reptilien.',
  prompt: (s) => ({ kind: 'players', label: 'Converti·e', min: 1, max: 1, candidates: convertibles(s) }),
  resolve(ctx, value) {
    const s = game(ctx);
    const me = partyHolder(s, 'reptilienne-noire')!;
    const target = first(value)!;
    act(ctx, me, 'noire');
    spend(ctx, me, 'conversion-noire');
    ctx.s.rs.camps[target] = turnReptilien(s.rs.camps[target]!);
    tell(ctx, [me, target], 'conversion', `${name(s, target)} devient Reptilien.`, { target });
  },
};

/**
 * Sesiano's conversion at another moment than the end of the night (000:268):
 * he raises his arm, so he must be able to act (I or B, awake); lying C or Q
 * he converts at row U only (000:262).
 */
export const conversion: QAction = {
  id: 'conversion',
  title: 'Sesiano convertit',
  available: (s) => {
    const me = partyHolder(s, 'sesiano');
    return started(s) && me !== null && ableNow(s, me) && canUse(s, me, 'conversion');
  },
  line: () => 'Prophète Sesiano lève le bras : les autres ferment les yeux. Il désigne qui il convertit.',
  prompt: (s) => ({ kind: 'players', label: 'Converti·e', min: 1, max: 1, candidates: s.order.filter((id) => id !== partyHolder(s, 'sesiano')) }),
  resolve(ctx, value) {
    const me = partyHolder(game(ctx), 'sesiano')!;
    act(ctx, me, 'conversion');
    convert(ctx, me, first(value)!);
  },
};

/** The assassin: a free bullet, then 2 coins each; table 1; the bunker does not stop him (000:433-437, 249). */
export const assassinat: QAction = {
  id: 'assassinat',
  title: 'Tentative d’assassinat',
  available: (s) => {
    const me = effectHolder(s, 'assassin');
    // Not from a heavy sleep at night (000:401), nor from C, Q or M.
    // Offered only while someone can be aimed at.
    return canKill(s) && me !== null && ableNow(s, me) && (canUse(s, me, 'balle') || s.players[me]!.money >= 2) && others(s, me).length > 0;
  },
  line: (s) => {
    const me = effectHolder(s, 'assassin')!;
    return `L’assassin lève le bras : les autres ferment les yeux. Il désigne sa cible (${canUse(s, me, 'balle') ? 'balle gratuite' : 'coût : 2 pièces'}).`;
  },
  prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: others(s, effectHolder(s, 'assassin')!) }),
  resolve(ctx, value) {
    const s = game(ctx);
    const me = effectHolder(s, 'assassin')!;
    const target = first(value)!;
    act(ctx, me, 'assassinat');
    if (canUse(s, me, 'balle')) spend(ctx, me, 'balle');
    else burnCoins(ctx, me, 2, 'balle de l’assassin');
    const before = health(s, target);
    const r = rollOnTable(ctx as never, TABLE_1, `assassinat ${de(name(s, target))}`);
    const after = hit(ctx, target, r.result, 'assassinat');
    ctx.emit('assassinat', { to: 'mj' }, `L’assassin vise ${name(s, target)} : dé ${r.face} → ${r.result} ; ${before} → ${after}.`);
  },
};

/** A boss and his sbires, as « boss>sbire » options. */
function bossPairs(s: QGame, filter: (boss: PlayerId) => boolean): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  // The Bras droit counts as one of the Parrain's sbires (000:449).
  for (const boss of s.order.filter((id) => ['parrain', 'bras-droit'].includes(s.rs.cards[id]!.effect) && filter(id))) {
    for (const sbire of sbiresOf(s, boss)) {
      if (health(s, sbire) === 'M' || !harmable(s, sbire) || health(s, sbire) === 'Q') continue;
      out.push({ value: `${boss}>${sbire}`, label: `${name(s, boss)} → ${name(s, sbire)}` });
    }
  }
  return out;
}

/** Unless in a coma, a boss kills one of his sbires; from Q or M he haunts them to suicide (000:443, 595). */
const killerBoss = (s: QGame) => (boss: PlayerId) => health(s, boss) !== 'C' && !(isStanding(s, boss) && asleep(s, boss));

export const elimination: QAction = {
  id: 'elimination',
  title: 'Un chef élimine un sbire',
  available: (s) => canKill(s) && bossPairs(s, killerBoss(s)).length > 0,
  line: () => 'Le Parrain ou le Bras droit lève le bras (ou revient hanter, s’il est mort) : il désigne le sbire qu’il élimine (→ Q).',
  prompt: (s) => ({ kind: 'choice', label: 'Chef et sbire', options: bossPairs(s, killerBoss(s)) }),
  resolve(ctx, value) {
    const [boss, sbire] = (value as string).split('>') as [PlayerId, PlayerId];
    const haunts = ['Q', 'M'].includes(health(game(ctx), boss));
    strike(ctx, boss, haunts ? 'hantise' : 'elimination', sbire, haunts ? 'hantise' : 'sbire');
  },
};

function recruitOptions(s: QGame): { value: string; label: string }[] {
  return (['parrain', 'bras-droit'] as const).flatMap((c) => {
    const boss = effectHolder(s, c);
    if (!boss || !ableNow(s, boss)) return [];
    return s.order
      .filter((id) => id !== boss && id !== effectHolder(s, 'parrain') && s.players[id]!.role !== 'medecin' && !(id in s.rs.sbires) && isStanding(s, id))
      .map((id) => ({ value: `${boss}>${id}`, label: `${name(s, boss)} recrute ${name(s, id)}` }));
  });
}

export const recrutement: QAction = {
  id: 'recrutement',
  title: 'Un chef recrute un sbire (accord du MJ)',
  // A boss in a heavy sleep does not act that night (000:401).
  // Offered only while someone can still be recruited.
  available: (s) => started(s) && recruitOptions(s).length > 0,
  line: () => 'Le MJ autorise un chef de la mafia à recruter un nouveau sbire.',
  prompt: (s) => ({ kind: 'choice', label: 'Chef et recrue', options: recruitOptions(s) }),
  resolve(ctx, value) {
    const [boss, id] = (value as string).split('>') as [PlayerId, PlayerId];
    act(ctx, boss, 'recrutement');
    ctx.s.rs.sbires[id] = boss;
    tell(ctx, [boss, id], 'sbires', `${name(game(ctx), id)} devient sbire de ${name(game(ctx), boss)}.`);
  },
};

/** The post holders the Procureur may investigate: anyone else holding a post. */
const investigated = (s: QGame) => s.order.filter((id) => id !== post(s, 'procureur') && postsOf(s, id).length > 0);

/** With an adjoint in play, the Procureur may investigate a post holder for 2 coins (000:523). */
export const enquete: QAction = {
  id: 'enquete',
  title: 'Enquête du Procureur',
  available: (s) => {
    const p = post(s, 'procureur');
    // Offered only while another post holder can be investigated (posts may stay vacant, 000:479).
    return s.clock.phase === 'day' && s.clock.day >= 1 && hasAdjoint(s) && p !== null && isStanding(s, p) && s.players[p]!.money >= 2 && investigated(s).length > 0;
  },
  line: () => 'Le Procureur ouvre une enquête (2 pièces) sur un titulaire de poste public, qui lui montre ses cartes.',
  prompt: (s) => ({ kind: 'players', label: 'Enquête sur', min: 1, max: 1, candidates: investigated(s) }),
  resolve(ctx, value) {
    const s = game(ctx);
    const p = post(s, 'procureur')!;
    const target = first(value)!;
    act(ctx, p, 'enquete');
    burnCoins(ctx, p, 2, 'enquête');
    tell(ctx, [p], 'enquete', `Enquête sur ${name(s, target)} (${postsOf(s, target).map(postName).join(', ')}) : ${cardsOf(s, target).map((c) => cardName(c.card)).join(', ')}.`, { target });
  },
};

/** Coins given at any moment of the day (000:561), in three taps: who gives, to whom, how many. */
export const don: QAction = {
  id: 'don',
  title: 'Don de pièces',
  available: (s) => s.clock.phase === 'day' && s.clock.day >= 1 && s.order.some((id) => isStanding(s, id) && s.players[id]!.money > 0),
  line: () => 'Qui donne des pièces ?',
  prompt: (s) => ({ kind: 'players', label: 'Donneur', min: 1, max: 1, candidates: s.order.filter((id) => isStanding(s, id) && s.players[id]!.money > 0) }),
  resolve(ctx, value) {
    ctx.react('don-a', { from: first(value)! });
  },
};

export const actions: Record<string, QAction> = Object.fromEntries(
  [don, seth, rouge, fennec, noire, conversion, assassinat, elimination, recrutement, enquete, retraitPoste].map((a) => [a.id, a]),
);

