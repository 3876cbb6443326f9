/**
 * French typography checked by character code (issue 23): what a text the
 * MJ or the table reads gets wrong, each as a short excerpt. Before « : ; ! ? »
 * and inside « » a non-breaking space (U+00A0) or a narrow one (U+202F), never
 * a plain space (U+0020) nor none; no ASCII « " » used as quotes; « … » as one
 * character; the apostrophe curly (’), as every French text of the code base
 * writes it; « qu’un » for « que 1 ». The exceptions are explicit: URLs, book
 * lines (003:94), clock times and scores with a colon between digits (18:57).
 */

/** A non-breaking space French puts before « : ; ! ? » and inside « ». */
const FINE = '\u00a0\u202f';

/** The parts of a text these rules do not apply to, blanked out (same length, so excerpts stay in place). */
const EXEMPT = [
  /https?:\/\/\S+/g,
  // A book line (003:94, 001:158-165) or a time or score between digits (18:57): no space there.
  /\d:\d/g,
];

const RULES: readonly (readonly [RegExp, string])[] = [
  [/ [:;!?]/g, 'plain space before « : ; ! ? »'],
  [new RegExp(`[^\\s${FINE}:;!?(«][:;!?](?=[\\s${FINE}]|$)`, 'g'), 'no space before « : ; ! ? »'],
  [new RegExp(`«(?![${FINE}])`, 'g'), 'no non-breaking space after «'],
  [new RegExp(`(?<![${FINE}])»`, 'g'), 'no non-breaking space before »'],
  [/"/g, 'ASCII " as quotes (French writes « »)'],
  [/\.\.\./g, '« ... » (French writes « … »)'],
  [/\p{L}'\p{L}/gu, 'straight apostrophe (the code base writes ’)'],
  [/(?<![\p{L}’])que 1(?![\d\s\u00a0]*[,/h])(?!\d)/gu, '« que 1 » (French writes « qu’un », « qu’une »)'],
];

/** Every typography problem of a French text, as « rule: …excerpt… » (empty when it is right). */
export function typographyProblems(text: string): string[] {
  let checked = text;
  for (const re of EXEMPT) checked = checked.replace(re, (m) => '_'.repeat(m.length));
  const out: string[] = [];
  for (const [re, what] of RULES)
    for (const m of checked.matchAll(re))
      out.push(`${what}: …${text.slice(Math.max(0, m.index - 15), m.index + m[0].length + 10)}…`);
  return out;
}
