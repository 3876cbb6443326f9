/**
 * The rulesets whose players send their orders as forum messages, each with
 * its phrase table (`<id>/messages.ts`): the app offers « Coller un message »
 * and a pseudonym per player for them, the CLI's `read` reads with them.
 */
import type { PhraseTable } from '../engine';
import { lychantropiaMessages } from './lychantropia/messages';
import { newmileniumMessages } from './newmilenium/messages';

export const MESSAGE_TABLES: Readonly<Record<string, PhraseTable>> = {
  lychantropia: lychantropiaMessages,
  newmilenium: newmileniumMessages,
};

/** The phrase table of a forum ruleset, or null for a ruleset played around a table. */
export function messageTable(rulesetId: string): PhraseTable | null {
  return Object.hasOwn(MESSAGE_TABLES, rulesetId) ? MESSAGE_TABLES[rulesetId]! : null;
}
