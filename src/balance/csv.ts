/**
 * Balance results as CSV (RFC 4180: commas, fields quoted when needed, CRLF
 * lines): one line per game (`simulate --csv`, the screen's « Parties ») and
 * the screen's summary tables. Figures are plain numbers (a dot for decimals)
 * so a spreadsheet reads them whatever its language.
 */
import type { AnyRuleset } from '../engine';
import type { GameRecord } from './games';
import type { Summary } from './summary';

type Cell = string | number | boolean | null;

function field(value: Cell): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** One line per game: its index and seed, who played, the cards, the winners, the nights, the survivors' cards. */
export function gamesCsv(records: readonly GameRecord[], seed: string, policy: string, label?: string): string {
  const head = [
    ...(label === undefined ? [] : ['setup']),
    'game',
    'seed',
    'policy',
    'cards',
    'winners',
    'finished',
    'nights',
    'survivors',
    'problems',
  ];
  const rows = records.map((g) => [
    ...(label === undefined ? [] : [label]),
    g.index,
    `${seed}-${g.index}`,
    policy,
    g.composition.join(' '),
    g.finished ? (g.camps.length ? g.camps.join('+') : 'personne') : '',
    g.finished,
    g.nights,
    g.dealt.filter((_, i) => g.survived[i]).join(' '),
    [...g.errors, ...g.violations].join(' | '),
  ]);
  return csv([head, ...rows]);
}

const pct = (x: number): number => Math.round(x * 10000) / 100;

/** The screen's figures as one CSV, table after table (French headers: the MJ opens it). */
export function summaryCsv(rules: AnyRuleset, s: Summary, policy: string): string {
  const rows: Cell[][] = [
    ['Règles', rules.name],
    ['Joueurs simulés', policy === 'informed' ? 'informés' : 'au hasard'],
    ['Parties', s.games],
    ['Nuits en moyenne', Math.round(s.meanNights * 100) / 100],
    [],
    ['Camp', 'Victoires', 'Taux (%)', 'IC 95 % bas (%)', 'IC 95 % haut (%)'],
    ...s.camps.map((c) => [c.name, c.wins, pct(c.rate), pct(c.low), pct(c.high)]),
    [],
    ['Nuits', 'Parties'],
    ...s.nights.map((n) => [n.nights, n.games]),
    [],
    ['Carte', 'Distribuée', 'En vie à la fin', 'Survie (%)', 'IC 95 % bas (%)', 'IC 95 % haut (%)'],
    ...s.cards.map((c) => [c.name, c.dealt, c.survived, pct(c.rate), pct(c.low), pct(c.high)]),
  ];
  if (s.effects.length > 0) {
    rows.push(
      [],
      [
        'Carte',
        'Son camp',
        'Victoires de son camp avec (%)',
        'Parties avec',
        'Sans (%)',
        'Parties sans',
        'Écart (points)',
      ],
    );
    for (const e of s.effects)
      rows.push([
        e.name,
        e.campName,
        pct(e.present.rate),
        e.present.games,
        pct(e.absent.rate),
        e.absent.games,
        pct(e.delta),
      ]);
  }
  return csv(rows);
}
