/**
 * What the MJ reads in a Quinte-bourg game is plain French (issue 13): random
 * games whose players are named with a vowel or a mute h (« Inès », « Hugo »,
 * « Emma »), 6 to 21 players, options varied, players invoking their actions.
 * No call line, note, reason for an inert call, place of the night's map nor
 * event text keeps « de Inès », « que Emma », a book line « (000:313) »,
 * dice jargon (« dé 4 → C », « table 1 », « surnombre, table 1 ») or a health
 * letter (« (B) »): the book lines belong in « Pourquoi ? » (a refusal's rule,
 * an option's help), the health reads as words (Indemne, Blessé, Coma,
 * Quasi-mort, Mort). Run for both editions of the family.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, currentCall, type AnyRuleset, type GameState, type Options } from '../../src/engine';
import { elides } from '../../src/engine/french';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';
import { currentPrompt } from '../../src/engine/view';
import { randomComposition } from '../../src/cli/simulate';
import { loadRuleset } from '../../src/rulesets/registry';
import { gameArb } from '../property/public-props';
import { runs, TIMEOUT } from '../property/runs';

/** Names that elide (vowels, accented vowels, a mute h) among a few that do not. */
const NAMES = [
  'Inès',
  'Hugo',
  'Emma',
  'Ana',
  'Oscar',
  'Ulysse',
  'Élodie',
  'Yanis',
  'Bruno',
  'Hélène',
  'Igor',
  'Chloé',
  'Odile',
  'Axel',
  'Éric',
  'Aurore',
  'Irène',
  'Henri',
  'Ophélie',
  'Ugo',
  'Amandine',
];

/** Why a text is not plain French, or null. */
export function jargon(text: string): string | null {
  const elided = new RegExp(
    `(?:^|[\\s(«])(?:de|que|le|la|De|Que|Le|La|jusque|Jusque) (?:${NAMES.filter(elides).join('|')}|[AEIOUYÉÈÊÂÎÔ])`,
    'u',
  );
  if (elided.test(text)) return 'not elided before a vowel or a mute h';
  if (/\b00\d:\d/.test(text)) return 'a book line in the text';
  if (/(?:^|[\s(])[IBCQM] →|→ [IBCQM]\b/.test(text)) return 'health letters and an arrow instead of words';
  if (/\bdé \d|\btable [123]\b|\bTable [123]\b|surnombre, table/.test(text)) return 'dice jargon';
  if (/\((?:I|B|C|Q|M)\)|\b(?:I|B|C|Q|M) (?:ou|et) (?:I|B|C|Q|M)\b/.test(text)) return 'a health letter';
  return null;
}

/** Every text of the state meant for the MJ's eyes or the table's ears, with where it comes from. */
function texts(rules: AnyRuleset, s: GameState, from: number): [string, string][] {
  const out: [string, string][] = [];
  const call = currentCall(rules, s);
  if (call) {
    out.push([`${call.step} line`, call.line]);
    for (const n of call.notes) out.push([`${call.step} note`, n]);
    if (call.inert) out.push([`${call.step} inert`, call.inert]);
    for (const row of call.places ?? []) {
      out.push([`${call.step} place`, row.label]);
      for (const o of row.occupants) out.push([`${call.step} occupant`, o.label]);
    }
    if ('label' in call.prompt && call.prompt.label) out.push([`${call.step} prompt`, call.prompt.label]);
    if (call.prompt.kind === 'choice') for (const o of call.prompt.options) out.push([`${call.step} option`, o.label]);
  }
  for (const e of s.events.slice(from)) out.push([`event ${e.type}`, e.text]);
  for (const id of s.order) for (const m of rules.describePlayer?.(s, id) ?? []) out.push(['grimoire', m]);
  return out;
}

function play(rules: AnyRuleset, players: number, options: Options, seed: string, invokeRate: number): string[] {
  const seats = NAMES.slice(0, players).map((name, i) => ({ id: `p${i + 1}`, name }));
  const composition =
    nextInt(seedRng(seed), 2) === 0
      ? rules.suggestComposition(players, options)
      : randomComposition(rules, players, options, seed);
  const created = createGame(rules, { rulesetId: rules.id, options, players: seats, composition, seed });
  if (!created.ok) throw new Error(created.error);
  let s = created.value;
  const rng = seedRng(`${seed}-answers`);
  const problems: string[] = [];
  let seen = 0;
  const look = () => {
    for (const [where, text] of texts(rules, s, seen)) {
      const bad = jargon(text);
      if (bad) problems.push(`${where}: « ${text} » — ${bad}`);
    }
    seen = s.events.length;
  };
  look();
  for (let n = 0; n < 400 && !s.ended; n++) {
    if (nextInt(rng, 1000) < invokeRate * 1000) {
      const open = Object.values(rules.actions ?? {}).filter((a) => a.available(s));
      const action = open[nextInt(rng, Math.max(1, open.length))];
      if (action) {
        const res = apply(rules, s, { kind: 'invoke', action: action.id, value: randomValue(action.prompt(s), rng) });
        if (res.kind === 'accepted') {
          s = res.state;
          look();
          continue;
        }
      }
    }
    const call = currentPrompt(rules, s);
    if (!call) break;
    let moved = false;
    for (let attempt = 0; attempt < 20 && !moved; attempt++) {
      const res = apply(rules, s, { kind: 'answer', step: call.step, value: randomValue(call.prompt, rng) });
      if (res.kind === 'accepted') {
        s = res.state;
        moved = true;
      }
    }
    if (!moved) break;
    look();
  }
  return problems;
}

describe('the checks themselves', () => {
  it('catch a missing elision, a book line, dice jargon, a health letter', () => {
    expect(jargon('La maison d’Emma.')).toBeNull();
    expect(jargon('La maison de Emma.')).not.toBeNull();
    expect(jargon('Plus riche que Hugo.')).not.toBeNull();
    expect(jargon('Il ne peut pas améliorer un Q (000:251).')).not.toBeNull();
    expect(jargon('Emma : dé 4 → C ; I → C.')).not.toBeNull();
    expect(jargon('Emma : I → C.')).not.toBeNull();
    expect(jargon('Attaquants en surnombre, table 1.')).not.toBeNull();
    expect(jargon('Patients : Emma (B).')).not.toBeNull();
    expect(jargon('Emma passe d’Indemne à Coma.')).toBeNull();
  });
});

describe.each(['quintebourg', 'quintebourg-revision'])('%s: the MJ reads plain French', (id) => {
  it(
    'in every call, note, place and event of random games with names that elide',
    async () => {
      const rules = await loadRuleset(id);
      const found = new Set<string>();
      await fc.assert(
        fc.asyncProperty(gameArb(rules), async (g) => {
          const players = Math.min(g.players, NAMES.length);
          for (const p of play(rules, players, g.options, g.seed, g.invocations)) found.add(p);
        }),
        { numRuns: runs(4, 30), seed: 13 },
      );
      expect([...found].sort()).toEqual([]);
    },
    TIMEOUT,
  );
});
