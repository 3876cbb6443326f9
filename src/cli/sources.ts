/**
 * What only the source says about a step, for `cli -- step`: the file it is
 * written in, the rule book lines its comments cite, and the arguments its
 * ruleset declares for it (`XSteps` in `types.ts`). Read from the checkout
 * the CLI runs in (the built CLI too); null when the sources are not there.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root: the first folder above this module that holds `src/rulesets`. */
function root(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'src', 'rulesets'))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The ruleset's folder, then the family folders it shares steps with (`quintebourg-family`). */
function rulesetDirs(base: string, id: string): string[] {
  const rulesets = join(base, 'src', 'rulesets');
  const stem = id.split('-')[0]!;
  const family = readdirSync(rulesets).filter((d) => d !== id && d.startsWith(stem) && d.endsWith('-family'));
  return [id, ...family].map((d) => join(rulesets, d));
}

const RANGE = String.raw`\d+(?:[-–]\d+)?(?![\d:])`;
const LIST = String.raw`${RANGE}(?:,\s*${RANGE})*`;

/** The book a ruleset cites by bare « line N »: the first `NNN_hash.txt` its `index.ts` names. */
function bookOf(base: string, id: string): string | null {
  const index = join(base, 'src', 'rulesets', id, 'index.ts');
  if (!existsSync(index)) return null;
  return /\b(\d{3})_[0-9a-f]+\.txt/.exec(readFileSync(index, 'utf8'))?.[1] ?? null;
}

/** Every citation in a comment, as `NNN:line` or `NNN:from-to`, in order, each once. */
export function citations(text: string, book: string | null): string[] {
  const out: string[] = [];
  const add = (file: string, list: string) => {
    for (const part of list.split(/,\s*/)) {
      const ref = `${file}:${part.replace('–', '-')}`;
      if (!out.includes(ref)) out.push(ref);
    }
  };
  const pattern = new RegExp(String.raw`\b(\d{3})(?:_[0-9a-f]+\.txt)?:(${LIST})|\blines? (${LIST})`, 'g');
  for (const m of text.matchAll(pattern)) {
    if (m[1] && m[2]) add(m[1], m[2]);
    else if (m[3] && book) add(book, m[3]);
  }
  return out;
}

/** The comment blocks that document the definition at `at`: the file's header, and the block right above the statement. */
function commentsFor(text: string, at: number): string {
  const header = /^\s*\/\*\*[\s\S]*?\*\//.exec(text)?.[0] ?? '';
  const before = text.slice(0, at);
  const statement = before.lastIndexOf('\nexport ');
  const above = statement < 0 ? '' : (/\/\*\*[\s\S]*?\*\/\s*$/.exec(before.slice(0, statement + 1))?.[0] ?? '');
  // Comments inside the definition itself (a `// 004:525` beside a rule) count too.
  const end = text.indexOf('\n});', at);
  const inside = (text.slice(at, end < 0 ? undefined : end).match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).join('\n');
  return `${header}\n${above}\n${inside}`;
}

export interface StepSource {
  file: string;
  book: string[];
  args: string | null;
}

/** The declared arguments of `step` in the ruleset's steps type, with a same-file alias written out (« aucun »: scheduled without any). */
function declaredArgs(base: string, id: string, step: string): string | null {
  for (const dir of rulesetDirs(base, id)) {
    const path = join(dir, 'types.ts');
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    const escaped = step.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    const line = new RegExp(String.raw`^\s*'?${escaped}'?\??:\s*([^\n]+?);\s*$`, 'm').exec(
      text.slice(text.search(/Steps = [^{;]*\{/)),
    );
    if (!line) continue;
    const type = line[1]!;
    if (type === 'undefined') return 'aucun';
    const alias = /^[A-Z]\w*$/.test(type)
      ? new RegExp(String.raw`export type ${type} = ([\s\S]*?);\n`).exec(text)?.[1]
      : undefined;
    const clean = (t: string) =>
      t
        .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    return alias ? `${type} = ${clean(alias)}` : clean(type);
  }
  return null;
}

/** Where `step` (or an invoked action) of ruleset `id` is written, the book lines its comments cite, its declared arguments. */
export function stepSource(id: string, step: string): StepSource | null {
  const base = root();
  if (!base) return null;
  const book = bookOf(base, id);
  const escaped = step.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  // A call's or an action's definition: its id, then its title (a role's card has a name, not a title).
  const pattern = new RegExp(String.raw`\bid:\s*['"]${escaped}['"],[^]{0,300}?\btitle:`);
  for (const dir of rulesetDirs(base, id)) {
    for (const path of filesUnder(dir)) {
      const text = readFileSync(path, 'utf8');
      const found = pattern.exec(text);
      if (!found) continue;
      return {
        file: relative(base, path),
        book: citations(commentsFor(text, found.index), book),
        args: declaredArgs(base, id, step),
      };
    }
  }
  return { file: '', book: [], args: declaredArgs(base, id, step) };
}
