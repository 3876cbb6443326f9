/**
 * The grimoire's lines for each player: cards, camps, coins, ties, powers
 * left. The one marker, each player's coins, is bookkeeping the grimoire does
 * not list as a marker: its line comes among the others, after the camps.
 */
import { playerRead, type MarkerTable, type PlayerId } from '../../engine';
import { coinsOf, estateOf } from './coins';
import { atHospital, canUse, effectHolder, health, partnerIn, roomOf, spouseOf } from './queries';
import { campName, cardName } from './roles';
import { coins, de, name } from './text';
import type { Power, QGame, QMarkers } from './types';

export const MARKERS: MarkerTable<QMarkers> = {
  coins: { label: 'Pièces', hidden: true },
};

/** The one-time powers each card holds (000:349-355); `effect`: an effect card, not a party card. */
export const POWERS: { card: string; power: Power; label: string; effect?: boolean }[] = [
  { card: 'sesiano', power: 'resurrection', label: 'résurrection' },
  { card: 'sesiano', power: 'miracle', label: 'relever un quasi-mort' },
  { card: 'sesiano', power: 'conversion', label: 'conversion' },
  { card: 'seth', power: 'mise-a-mort', label: 'mise à mort' },
  { card: 'reptilienne-rouge', power: 'mise-a-mort', label: 'mise à mort' },
  { card: 'fennec', power: 'mise-a-mort', label: 'morsure' },
  { card: 'reptilienne-noire', power: 'conversion-noire', label: 'conversion en Reptilien' },
  { card: 'assassin', power: 'balle', label: 'balle gratuite', effect: true },
];

/**
 * Where a patient lies, for the grimoire: a B sleeps at the hospital, a C or
 * Q lies there (000:76-78), each in his own room; three nights there bring a
 * B or a C up a rung (000:93). The dead are at the morgue.
 */
function hospitalLine(s: QGame, id: PlayerId): string | null {
  if (health(s, id) === 'M') return 'À la morgue';
  if (!atHospital(s, id)) return null;
  const nights = s.rs.hospital[id] ?? 0;
  return `À l’hôpital, chambre ${roomOf(s, id)}${nights > 0 ? ` (${nights} nuit${nights > 1 ? 's' : ''} sur 3)` : ''}`;
}

export function describePlayer(s: QGame, id: PlayerId): string[] {
  const rs = s.rs;
  const out: string[] = [];
  const c = rs.cards[id];
  if (c?.effect) out.push(`Rôle à effet : ${cardName(c.effect)}`);
  if (c?.alibi) out.push(`Alibi : ${cardName(c.alibi)}`);
  const camps = rs.camps[id] ?? [];
  if (camps.length > 1 || camps[0] !== undefined)
    out.push(`Camp${camps.length > 1 ? 's' : ''} : ${camps.map(campName).join(', ')}`);
  out.push(`Pièces : ${coinsOf(s, id)}`);
  const lover = partnerIn(rs.lovers, id);
  if (lover) out.push(`Amoureux·se ${de(name(s, lover))}`);
  const hated = partnerIn(rs.hated, id);
  if (hated) out.push(`Haineux ${de(name(s, hated))}`);
  const plan = partnerIn(rs.plans, id);
  if (plan) out.push(`Plan-cul ${de(name(s, plan))}`);
  const spouse = spouseOf(s, id);
  if (spouse) out.push(`Marié·e à ${name(s, spouse)}`);
  const boss = rs.sbires[id] ?? (c?.effect === 'bras-droit' ? effectHolder(s, 'parrain') : null);
  if (boss) out.push(`Sbire ${de(name(s, boss))}`);
  if (rs.charmed.includes(id)) out.push('Charmé·e');
  if (rs.porteBonheur === id) out.push('Porte-bonheur');
  if (rs.porteMalheur === id) out.push('Porte-malheur');
  if (rs.night.sleepers.includes(id) && s.clock.phase === 'night') out.push('Sommeil lourd cette nuit');
  for (const k of rs.corruptions.filter((x) => x.voter === id))
    out.push(`Corrompu·e : doit voter contre ${name(s, k.target)}`);
  if (rs.hiddenComa.includes(id)) out.push('Exécuté·e avec la potion de coma (tous le croient mort)');
  const stay = hospitalLine(s, id);
  if (stay) out.push(stay);
  for (const p of POWERS) {
    const holds = p.effect ? c?.effect === p.card : playerRead(s.players, id).role === p.card;
    if (holds)
      out.push(
        `${p.label[0]!.toUpperCase()}${p.label.slice(1)} : ${canUse(s, id, p.power) ? 'disponible' : 'utilisée'}`,
      );
  }
  if (playerRead(s.players, id).role === 'medecin')
    out.push(`Recherches : ${rs.research} nuit${rs.research > 1 ? 's' : ''}`);
  if (s.posts.bourreau === id)
    out.push(`Potion de coma : ${canUse(s, 'poste:bourreau', 'coma') ? 'disponible' : 'utilisée'}`);
  if (estateOf(s, id)) out.push(`Succession en attente : ${coins(estateOf(s, id))}`);
  return out;
}
