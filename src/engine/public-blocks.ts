/**
 * What a ruleset adds to the players' shared screen, as generic blocks it
 * fills: the engine and the board know how to draw a block, never which rule
 * it comes from (a fête, a law, a shop, an auction are all just blocks).
 */
import type { PlayerId } from './types';

export type PublicBlock =
  /** A headline across the board (a day with its own rules: Quinte-bourg's Sunday fête). */
  | { kind: 'banner'; title: string; text: string }
  /** A few lines of text (a law in force, an item up for auction, a notice). */
  | { kind: 'lines'; title: string; lines: string[] }
  /** A countdown to a moment (a forum deadline), as epoch milliseconds. */
  | { kind: 'countdown'; title: string; endsAt: number }
  /** Counted things (a shop's stock, bids): a label and a number per row. */
  | { kind: 'tally'; title: string; rows: { label: string; count: number }[]; note?: string }
  /** Players named together (married couples, the holders of a title), each row with an optional label. */
  | { kind: 'holders'; title: string; rows: { players: PlayerId[]; label?: string }[]; note?: string };
