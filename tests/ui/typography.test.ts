/**
 * French typography in the app's own strings (issue 23), checked by character
 * code like the rulesets' (`tests/engine/typography.test.ts`): every JSX text
 * and every string or template literal of `src/ui` that reads as French, read
 * with the TypeScript compiler API (no screen rendered: every branch counts,
 * even those no test reaches). A text passed to `typo(…)` is checked as `typo`
 * gives it back. A JSX text runs on across its `{…}` parts (a value stands for
 * a word), so « {n} : » is seen with its plain space. Not French, hence not
 * checked: class names, ids, keys, CSS, selectors, URLs, event and storage
 * names (`codeLike`), the attributes that are never shown (`HIDDEN_ATTRS`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { typo } from '../../src/engine';
import { typographyProblems } from '../property/typography';

/** JSX attributes no one reads: the rest (aria-label, title, placeholder, alt…) are shown or spoken. */
const HIDDEN_ATTRS = new Set([
  'className',
  'key',
  'id',
  'htmlFor',
  'type',
  'role',
  'name',
  'href',
  'src',
  'rel',
  'target',
  'method',
  'autoComplete',
  'inputMode',
  'pattern',
  'accept',
  'lang',
  'dir',
  'style',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'transform',
  'enterKeyHint',
]);

/** Calls whose string arguments are code, not text (selectors, events, storage keys, logs for developers). */
const CODE_CALLS =
  /^(?:querySelector(?:All)?|closest|matches|addEventListener|removeEventListener|getItem|setItem|removeItem|getAttribute|setAttribute|createElement|postMessage|require|import|console\.\w+|matchMedia)$/;

/** Whether a string reads as French text: words separated by spaces, or French punctuation. */
function reads(text: string): boolean {
  return (
    /[«»’…]/.test(text) ||
    /\p{L}\S*[\s\u00a0\u202f]+\S*\p{L}/u.test(text) ||
    /\p{L}\S*[\s\u00a0\u202f]*[:;!?](?:\s|$)/u.test(text)
  );
}

/** A string that is code even with spaces in it: CSS, a selector, a media query, a path, a MIME type. */
function codeLike(text: string): boolean {
  return /[{}<>=]|^[\w-]+(?:\s+[\w-]+)*$|^\(?(?:min|max)-|^[.#[]|^\w+\/[\w.+-]+$/.test(text) && !/[«»’…]/.test(text);
}

const HTML_ENTITIES: Record<string, string> = { nbsp: '\u00a0', quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
const decode = (text: string): string =>
  text
    .replace(/&(\w+);/g, (m, name: string) => HTML_ENTITIES[name] ?? m)
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));

function uiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? uiFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

interface Found {
  where: string;
  text: string;
}

/** The text a literal stands for: a template's values become a word (« X »), so « ${n}: » is seen. */
function literalText(node: ts.Node): string | null {
  // A JSX attribute's string is HTML-like: its entities (&nbsp;) are decoded, its backslashes are not escapes.
  if (ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent)) return decode(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join('');
  return null;
}

/** Whether a node is code: an import, a type, an object key, a hidden attribute, a code call's argument, a comparison. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent)) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent) && /=|!/.test(ts.tokenToString(parent.operatorToken.kind) ?? '')) return true;
  const attr = ts.isJsxExpression(parent) ? parent.parent : parent;
  if (ts.isJsxAttribute(attr)) {
    const name = attr.name.getText();
    if (HIDDEN_ATTRS.has(name) || name.startsWith('data-')) return true;
  }
  if (ts.isCallExpression(parent) && CODE_CALLS.test(parent.expression.getText().replace(/^.*\.(?=\w+$)/, '')))
    return true;
  if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true;
  if (ts.isNewExpression(parent) && /^(?:URL|RegExp|Worker|BroadcastChannel)$/.test(parent.expression.getText()))
    return true;
  return false;
}

/** Whether the literal is an argument of `typo(…)`, whose spaces the app sets as it draws it. */
const inTypo = (node: ts.Node): boolean =>
  ts.isCallExpression(node.parent) && node.parent.expression.getText() === 'typo';

/** A JSX element's children as one text: JSX text decoded, a string child as is, any other value as a word. */
function jsxRun(children: ts.NodeArray<ts.JsxChild>): string[] {
  const runs: string[] = [];
  let run = '';
  for (const child of children) {
    if (ts.isJsxText(child)) run += decode(child.text).replace(/\s*\n\s*/g, ' ');
    else if (ts.isJsxExpression(child) && child.expression) {
      const lit = literalText(child.expression);
      run += lit ?? 'X';
    } else {
      // An element inside breaks the run (its own text is read on its own).
      runs.push(run);
      run = '';
    }
  }
  runs.push(run);
  return runs.map((r) => r.trim()).filter((r) => /\p{L}/u.test(r));
}

/** The French texts of one source file, each with its line. */
export function textsIn(file: string, source: string): Found[] {
  const out: Found[] = [];
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node))
      for (const text of jsxRun(node.children)) if (reads(text)) out.push({ where: at(node), text });
    // A literal child of a JSX element is read with its run, above.
    const child =
      ts.isJsxExpression(node.parent) && (ts.isJsxElement(node.parent.parent) || ts.isJsxFragment(node.parent.parent));
    const lit = child ? null : literalText(node);
    if (lit !== null && !isCode(node) && reads(lit) && !codeLike(lit))
      out.push({ where: at(node), text: inTypo(node) ? typo(lit) : lit });
    // A template's parts are read once, with the template.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((s) => visit(s.expression));
  };
  ts.forEachChild(sf, visit);
  return out;
}

const uiTexts = (): Found[] => uiFiles('src/ui').flatMap((file) => textsIn(file, readFileSync(file, 'utf8')));

describe('French typography in the app’s own strings (src/ui)', () => {
  it('every JSX text and French literal has its non-breaking spaces, guillemets, ellipses and apostrophes', () => {
    const texts = uiTexts();
    // The walk did read the app: hundreds of texts, among them ones known to be there.
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some((t) => t.text.includes('Pourquoi\u00a0?'))).toBe(true);
    const problems = texts.flatMap(({ where, text }) => typographyProblems(text).map((bad) => `${where}: ${bad}`));
    expect(problems).toEqual([]);
  });

  it('catches a planted plain space in JSX text, an attribute, a template, and skips code and typo()', () => {
    const planted = [
      'const a = <p>Variante : {x}</p>;',
      'const b = <button aria-label={`Copier « ${t} » en Markdown`} />;',
      'const c = <Modal title="Supprimer la partie ?" />;',
      'const d = `Erreur interne des règles : ${m}`;',
    ];
    for (const line of planted) {
      const problems = textsIn('x.tsx', line).flatMap((t) => typographyProblems(t.text));
      expect({ line, caught: problems.length > 0 }).toEqual({ line, caught: true });
    }
    const fine = [
      'const a = <p>Pourquoi&nbsp;? {x}</p>;',
      'const b = <div className="btn btn-ghost : x" />;',
      "const c = typo('Par exemple : « demain »');",
      'const d = document.querySelector(\'a[title="x ?"]\');',
    ];
    for (const line of fine) {
      const problems = textsIn('x.tsx', line).flatMap((t) => typographyProblems(t.text));
      expect({ line, problems }).toEqual({ line, problems: [] });
    }
  });
});
