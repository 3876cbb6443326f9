/**
 * French typography for texts written with plain spaces in the source: a
 * non-breaking space before « : ; ! ? » and inside the guillemets, so a line
 * never breaks between a word and its colon. Names and numbers pass through.
 */
const BEFORE = / ([:;!?»])/g;
const AFTER = /« /g;

/** `fr('Votes : Ana')` → 'Votes\u00a0: Ana'; also usable as a tag: fr`Cible : ${name}`. */
export function fr(text: string | TemplateStringsArray, ...values: unknown[]): string {
  const raw = typeof text === 'string' ? text : text.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), '');
  return raw.replace(BEFORE, '\u00a0$1').replace(AFTER, '«\u00a0');
}
