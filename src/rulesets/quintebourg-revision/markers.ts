/**
 * The grimoire's lines for each player (001:25-36, 195-216): specialties,
 * camps (cumulated, the dominant first), goals, coins, the lovers, the
 * charmed, spouses, what the dead became, the cards turned over, the
 * one-time powers left. The one marker, each player's coins, is bookkeeping
 * the grimoire lists among the lines.
 */
import { playerRead, type MarkerTable, type PlayerId } from '../../engine';
import { coinsOf, estateOf } from '../quintebourg-family/coins';
import { spouseOf } from '../quintebourg-family/pairs';
import { coins, de, name } from '../quintebourg-family/text';
import { canUse } from './common';
import { asleep, campsOf, isAlive, loverOf, specialtiesOf } from './queries';
import { campName, cardName, GOAL_NAMES } from './roles';
import type { Fate, Power, RGame, RMarkers } from './types';

export const MARKERS: MarkerTable<RMarkers> = {
  coins: { label: 'Pièces', hidden: true },
};

export const POWERS: { card: string; power: Power; label: string }[] = [
  { card: 'sheherazade', power: 'conversion-radieuse', label: 'Conversion radieuse' },
  { card: 'prophete', power: 'resurrection', label: 'Résurrection' },
  { card: 'seth', power: 'repticide', label: 'Repticide' },
  { card: 'reptilienne-rouge', power: 'repticide', label: 'Repticide' },
  { card: 'fennec', power: 'morsure', label: 'Morsure' },
  { card: 'reptilienne-noire', power: 'conversion-noire', label: 'Conversion noire' },
  { card: 'poirot', power: 'show', label: 'Show' },
];

const FATES: Record<Fate, string> = {
  fantome: 'Fantôme',
  esprit: 'Esprit',
  heritage: 'A transmis son héritage spirituel',
};

export function describePlayer(s: RGame, id: PlayerId): string[] {
  const rs = s.rs;
  const out: string[] = [];
  const specs = specialtiesOf(s, id);
  if (specs.length > 0)
    out.push(
      `Spécialité${specs.length > 1 ? 's' : ''} : ${specs.map(cardName).join(', ')}${(rs.inherited[id] ?? []).length > 0 ? ` (héritée : ${rs.inherited[id]!.map(cardName).join(', ')})` : ''}`,
    );
  const camps = campsOf(s, id);
  out.push(`Camp${camps.length > 1 ? 's' : ''} : ${camps.map(campName).join(', ')}`);
  const goals = rs.goals[id] ?? [];
  if (goals.length > 0)
    out.push(`Objectif${goals.length > 1 ? 's' : ''} : ${goals.map((g) => GOAL_NAMES[g]).join(', ')}`);
  out.push(`Pièces : ${coinsOf(s, id)}`);
  const lover = loverOf(s, id);
  if (lover) out.push(`Amoureux·se ${de(name(s, lover))}${rs.loverDeaths > 0 ? ' (première mort déjà déjouée)' : ''}`);
  const spouse = spouseOf(s, id);
  if (spouse) out.push(`Marié·e à ${name(s, spouse)}`);
  if (rs.charmed.includes(id)) out.push('Charmé·e');
  if (asleep(s, id)) out.push('Sommeil lourd cette nuit');
  const dead = rs.dead[id];
  if (dead && !isAlive(s, id)) {
    out.push(
      dead.fate ? FATES[dead.fate] + (dead.heir ? ` à ${name(s, dead.heir)}` : '') : 'Mort·e : carte et choix à venir',
    );
    if (dead.turned.length > 0)
      out.push(
        `Carte${dead.turned.length > 1 ? 's' : ''} retournée${dead.turned.length > 1 ? 's' : ''} : ${dead.turned.map(cardName).join(', ')}`,
      );
  }
  for (const p of POWERS)
    if (playerRead(s.players, id).role === p.card)
      out.push(`${p.label} : ${canUse(s, id, p.power) ? 'disponible' : 'utilisée'}`);
  if (specs.includes('assassin'))
    out.push(
      `Assassin : ${rs.armed || (rs.inherited[id] ?? []).includes('assassin') ? 'équipé, 2 pièces la balle' : 'premier assassinat contre toute sa fortune'}`,
    );
  if (estateOf(s, id)) out.push(`Succession en attente : ${coins(estateOf(s, id))}`);
  return out;
}
