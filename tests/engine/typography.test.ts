/**
 * French typography, checked by character code, in every text a ruleset can
 * show (issue 23): its name and description, its setup options (labels,
 * help, choices), camps, cards (names, summaries), step and action titles
 * (the progress list shows them as written), and in random games of each
 * ruleset every call's title, line, notes, « sans effet » reason, prompt
 * labels (set by the app as it draws them), order kinds, documents to copy,
 * events and the end, and every refusal, of random answers and of wrong ones
 * tried at random calls. `tests/ui/typography.test.ts` checks the app's own
 * strings. The rules and their exceptions: `tests/property/typography.ts`.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkSetup, currentPrompt, typo, type AnyRuleset, type GameState, type Json } from '../../src/engine';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';
import type { Prompt } from '../../src/engine/prompts';
import { PLAYABLE } from '../../src/rulesets/registry';
import { playTexts, randomSetup, type Text } from '../property/texts';
import { typographyProblems } from '../property/typography';

const GAMES = 12;

/** The texts a ruleset declares: shown as written by the setup form, the card list, the progress list. */
function declared(rules: AnyRuleset): Text[] {
  const out: Text[] = [
    { where: 'ruleset', text: rules.name },
    { where: 'ruleset', text: rules.description },
  ];
  for (const o of rules.options) {
    out.push({ where: `option ${o.id}`, text: o.label });
    if (o.help) out.push({ where: `option ${o.id} (help)`, text: o.help });
    for (const c of o.choices ?? []) out.push({ where: `option ${o.id} (${c.value})`, text: c.label });
  }
  for (const c of rules.camps) out.push({ where: `camp ${c.id}`, text: c.name });
  for (const r of rules.roles) {
    out.push({ where: `card ${r.id}`, text: r.name });
    out.push({ where: `card ${r.id} (summary)`, text: r.summary });
  }
  for (const [id, m] of Object.entries(rules.markers)) out.push({ where: `marker ${id}`, text: m.label });
  for (const def of Object.values(rules.steps)) out.push({ where: `step ${def.id}`, text: def.title });
  for (const def of Object.values(rules.actions ?? {})) out.push({ where: `action ${def.id}`, text: def.title });
  return out;
}

/** A prompt's texts as the app shows them: its label through `typo` (the app sets it), order kinds as written. */
function promptTexts(step: string, prompt: Prompt): Text[] {
  const out: Text[] = [];
  if (prompt.label) out.push({ where: `${step} (label)`, text: typo(prompt.label) });
  if (prompt.kind === 'choice')
    for (const o of prompt.options) out.push({ where: `${step} (option)`, text: typo(o.label) });
  if (prompt.kind === 'yesno')
    for (const l of [prompt.yes, prompt.no]) if (l) out.push({ where: `${step} (yes/no)`, text: typo(l) });
  if (prompt.kind === 'orders') {
    for (const k of prompt.kinds) {
      out.push({ where: `${step} (order kind)`, text: k.label });
      out.push(...promptTexts(`${step} ${k.id}`, k.prompt));
    }
    for (const k of prompt.closed ?? []) out.push({ where: `${step} (closed order kind)`, text: typo(k.reason) });
  }
  for (const why of Object.values(('barred' in prompt && prompt.barred) || {}))
    out.push({ where: `${step} (barred)`, text: typo(why.reason) });
  if (prompt.kind === 'choice')
    for (const why of Object.values(prompt.closed ?? {}))
      out.push({ where: `${step} (closed)`, text: typo(why.reason) });
  return out;
}

/** Wrong answers the MJ could give (one out of the candidates, too many, out of range, an unknown option or order). */
function wrongValues(s: GameState, prompt: Prompt, rng: ReturnType<typeof seedRng>): Json[] {
  const outsider = s.order.find((id) => prompt.kind === 'players' && !prompt.candidates.includes(id));
  switch (prompt.kind) {
    case 'ack':
      return [true];
    case 'players':
      return [
        ...(outsider ? [[outsider]] : []),
        prompt.candidates.slice(0, prompt.max + 1),
        prompt.candidates.slice(0, Math.max(0, prompt.min - 1)),
      ];
    case 'choice':
      return ['aucune-de-ces-options', ...Object.keys(prompt.closed ?? {})];
    case 'yesno':
      return ['peut-être'];
    case 'number':
      return [prompt.max + 1, prompt.min - 1];
    case 'text':
      return [''];
    case 'ballots': {
      const full = randomValue(prompt, rng) as Record<string, Json>;
      const voter = prompt.voters[0]?.id;
      const out: Json[] = [{}];
      const barred = Object.keys(prompt.barred ?? {})[0];
      if (voter && barred) out.push({ ...full, [voter]: barred });
      if (voter && !prompt.allowBlank) out.push({ ...full, [voter]: null });
      return out;
    }
    case 'orders': {
      const giver = prompt.players[0];
      const kind = prompt.kinds[nextInt(rng, Math.max(1, prompt.kinds.length))];
      const silent = s.order.find((id) => !prompt.players.includes(id));
      return [
        ...(giver ? [{ put: { player: giver, kind: 'ordre-inconnu', value: null } }] : []),
        ...(giver && kind ? [{ cancel: { player: giver, kind: kind.id } }] : []),
        ...(silent && kind ? [{ put: { player: silent, kind: kind.id, value: randomValue(kind.prompt, rng) } }] : []),
        ...(prompt.closed ?? []).flatMap((k) => (giver ? [{ put: { player: giver, kind: k.id, value: null } }] : [])),
      ];
    }
  }
}

/** Every text of `GAMES` random games of a ruleset, wrong answers tried at one call out of three. */
function gameTexts(rules: AnyRuleset): { texts: Text[]; errors: string[] } {
  const texts: Text[] = [];
  const errors: string[] = [];
  for (let i = 0; i < GAMES; i++) {
    const rng = seedRng(`typography-${rules.id}-${i}`);
    const onCall = (s: GameState): void => {
      const call = currentPrompt(rules, s);
      if (!call) return;
      texts.push(...promptTexts(call.step, call.prompt));
      if (nextInt(rng, 3) !== 0) return;
      for (const value of wrongValues(s, call.prompt, rng)) {
        const res = apply(rules, s, { kind: 'answer', step: call.step, value });
        if (res.kind === 'refused') texts.push({ where: `refusal ${call.step}`, text: res.reason });
      }
      for (const action of Object.values(rules.actions ?? {}))
        if (!action.available(s)) {
          const res = apply(rules, s, { kind: 'invoke', action: action.id, value: null });
          if (res.kind === 'refused') texts.push({ where: `refusal ${action.id}`, text: res.reason });
        }
    };
    const run = playTexts(rules, randomSetup(rules, i), `typography-${i}`, {
      invokeRate: 0.05,
      maxAnswers: 400,
      onCall,
    });
    texts.push(...run.texts);
    errors.push(...run.errors);
  }
  return { texts, errors };
}

/** What the setup refuses, in French: a composition that does not fit, too few players. */
function setupTexts(rules: AnyRuleset): Text[] {
  const players = (n: number) => Array.from({ length: n }, (_, k) => ({ id: `p${k + 1}`, name: `Joueur ${k + 1}` }));
  const n = Math.max(rules.minPlayers, 8);
  const suggested = rules.suggestComposition(n, {});
  const tries = [
    { players: players(n), composition: [] },
    { players: players(Math.max(0, rules.minPlayers - 1)), composition: [] },
    { players: players(n), composition: Array<string>(n).fill('carte-inconnue') },
    // Each card n times (too many of one), and in place of the suggestion's first card (the ruleset's own checks).
    ...rules.roles.map((r) => ({ players: players(n), composition: Array<string>(n).fill(r.id) })),
    ...rules.roles.map((r) => ({ players: players(n), composition: [r.id, ...suggested.slice(1)] })),
  ];
  return tries.flatMap((t) => {
    const res = checkSetup(rules, { rulesetId: rules.id, options: {}, seed: 's', ...t });
    return res.ok ? [] : [{ where: 'setup refused', text: res.error }];
  });
}

function problemsIn(texts: Text[]): string[] {
  const seen = new Set<string>();
  for (const { where, text } of texts) for (const bad of typographyProblems(text)) seen.add(`${where}: ${bad}`);
  return [...seen];
}

describe.each(PLAYABLE.map((info) => [info.id, info] as const))('%s: French typography', (_id, info) => {
  it('in every option, card, camp, marker, step and action it declares', async () => {
    const rules = await info.load!();
    expect(problemsIn(declared(rules))).toEqual([]);
  });

  it('in the setup’s refusals', async () => {
    const rules = await info.load!();
    const texts = setupTexts(rules);
    expect(texts.length).toBeGreaterThan(0);
    expect(problemsIn(texts)).toEqual([]);
  });

  it('in every text of random games: calls, prompts, refusals, events, the end', async () => {
    const rules = await info.load!();
    const { texts, errors } = gameTexts(rules);
    expect(errors).toEqual([]);
    expect(texts.filter((t) => t.where.startsWith('refusal')).length).toBeGreaterThan(10);
    expect(problemsIn(texts)).toEqual([]);
  }, 120_000);
});

describe('the check itself', () => {
  it('takes non-breaking and narrow spaces, curly apostrophes, ellipses, book lines, times and URLs', () => {
    expect(typographyProblems('Variante\u00a0: «\u202fLa Voyante\u202f» l’a vu… Prêt\u00a0?')).toEqual([]);
    expect(typographyProblems('Le Châtelain a déjà annulé un bûcher (003:94), à 18:57.')).toEqual([]);
    expect(typographyProblems('Voir https://example.org/a?b=c:d !'.replace(' !', '\u00a0!'))).toEqual([]);
  });

  it('catches a planted plain space, a missing space, ASCII quotes, « ... », a straight apostrophe', () => {
    expect(typographyProblems('Variante : aucune')).toEqual([expect.stringMatching(/plain space/)]);
    expect(typographyProblems('Variante: aucune')).toEqual([expect.stringMatching(/no space before/)]);
    expect(typographyProblems('Qui\u00a0?\u00a0 Vraiment?')).toEqual([expect.stringMatching(/no space before/)]);
    expect(typographyProblems('vise « La vengeance\u00a0»')).toEqual([expect.stringMatching(/after «/)]);
    expect(typographyProblems('vise «\u00a0La vengeance»')).toEqual([expect.stringMatching(/before »/)]);
    expect(typographyProblems('dit "non"')).toHaveLength(2);
    expect(typographyProblems('Attendez...')).toEqual([expect.stringMatching(/…/)]);
    expect(typographyProblems("l'appel")).toEqual([expect.stringMatching(/apostrophe/)]);
    expect(typographyProblems('Emma n’en a que 1.')).toEqual([expect.stringMatching(/qu’un/)]);
    expect(typographyProblems('Emma n’en a que 12.')).toEqual([]);
  });
});
