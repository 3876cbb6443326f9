/**
 * Thiercelieux's part of a game's report (engine `report.ts`): the uses left
 * of each limited power a player's card holds, and the table's own data (the
 * lovers, the dead and their causes, tonight's attacks and protections, the
 * event deck). Raw data, for scenario checks; the grimoire's lines say the
 * same in French.
 */
import { playerIn, type PlayerId, type PowerUses, type RulesetReport } from '../../engine';
import type { Counter, TGame, TMarkers } from './types';

/** A power used at most `max` times, counted by a marker (004:275, 536, 564…: the limits invariants.ts checks). */
type Counted = { role: string; id: string; label: string; counter: Counter; max: number };

const COUNTED: readonly Counted[] = [
  { role: 'hypnotiseur', id: 'hypnose', label: 'Hypnoses', counter: 'hypnoses', max: 2 },
  { role: 'tavernier', id: 'taverne', label: 'Ouvertures de la Taverne', counter: 'taverne', max: 2 },
  { role: 'diseuse', id: 'lecture', label: 'Lectures de l’avenir', counter: 'lectures', max: 2 },
  { role: 'espion', id: 'espionnage', label: 'Espionnages', counter: 'espionnages', max: 3 },
  { role: 'astrologue', id: 'astrologie', label: 'Pouvoirs de l’Astrologue', counter: 'astrologie', max: 3 },
];

/** A power used once, spent when its marker says so. */
type Once = { role: string; id: string; label: string; left: (m: Partial<TMarkers>) => boolean };

const ONCE: readonly Once[] = [
  { role: 'sorciere', id: 'potion-vie', label: 'Potion de vie', left: (m) => m.potionVie === true },
  { role: 'sorciere', id: 'potion-mort', label: 'Potion de mort', left: (m) => m.potionMort === true },
  {
    role: 'ancien',
    id: 'seconde-vie',
    label: 'Survivre à une attaque des loups',
    left: (m) => m.ancienBlesse !== true,
  },
  { role: 'devin', id: 'devin', label: 'Pouvoir du Devin', left: (m) => m.devinUtilise !== true },
  { role: 'mage', id: 'disparition', label: 'Disparition (Mage)', left: (m) => m.mageUtilise !== true },
  { role: 'corbeau', id: 'corbeau', label: 'Carte du Corbeau', left: (m) => m.corbeauFait !== true },
];

function powersOf(s: TGame, id: PlayerId): Record<string, PowerUses> | undefined {
  const p = playerIn(s.players, id);
  const m = p.markers;
  const out: Record<string, PowerUses> = {};
  for (const c of COUNTED)
    if (p.role === c.role) out[c.id] = { label: c.label, left: Math.max(0, c.max - (m[c.counter] ?? 0)) };
  for (const o of ONCE) if (p.role === o.role) out[o.id] = { label: o.label, left: o.left(m) ? 1 : 0 };
  // The Prêtre's blessing goes with the blessed player, whatever his card (004:525).
  if (m.beni) out.grace = { label: 'Grâce du Prêtre', left: m.beni.eligible && !m.beni.used ? 1 : 0 };
  return Object.keys(out).length > 0 ? out : undefined;
}

export function report(s: TGame): RulesetReport {
  const players: RulesetReport['players'] = {};
  for (const id of s.order) {
    const powers = powersOf(s, id);
    players[id] = powers ? { powers } : {};
  }
  const rs = s.rs;
  return {
    players,
    table: {
      lovers: rs.lovers,
      deaths: rs.deaths,
      night: rs.night,
      villagersPowerless: rs.villagersPowerless,
      enemies: rs.enemies,
      removed: rs.removed,
      events: { deck: rs.deck.length, discard: rs.discard.map((c) => c.title) },
    },
  };
}
