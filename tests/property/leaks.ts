/**
 * What the public side must never hold, as one checker the property tests
 * run on every projection (and the sanity tests run on planted leaks, so a
 * checker that lets a leak through fails).
 */
import { shownState, type AnyRuleset, type GameState } from '../../src/engine';

/** Every string in a JSON value, keys included (a marker name could hide in a key). */
export function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
  }
  return out;
}

/** `word` as a whole word (letters on neither side), case-sensitive. */
function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** Keys of the state that hold secrets: none may appear as a key of anything sent to the public side. */
const SECRET_KEYS = [
  'markers',
  'rs',
  'initialRole',
  'agenda',
  'events',
  'seed',
  'deal',
  'composition',
  'spare',
  'rng',
  'camp',
  'campName',
  'notes',
  'wakes',
  'draft',
];

export interface Exemption {
  /** A role name that may appear before it is announced, and why (the rule that makes it public). */
  role: string;
  when: (text: string) => boolean;
}

/**
 * Leaks of `sent` (a public view, a public vote…) against the true state `s`.
 * `view` is the public view itself when `sent` holds one (its players are
 * compared with what was announced).
 */
export function leaks(
  rules: AnyRuleset,
  s: GameState,
  sent: unknown,
  options: { exemptions?: Exemption[] } = {},
): string[] {
  const found: string[] = [];
  const all = strings(sent);
  // The ruleset's own name (« Les Loups-Garous de Thiercelieux ») is no secret.
  const texts = all.filter((t) => t !== rules.name);
  const blob = texts.join('\n');
  // A card announced once stays public, even if a later announcement no longer shows it.
  const announcedRoles = new Set(
    Object.values(s.players)
      .map((p) => p.announced.role)
      .filter((r): r is string => r !== null),
  );
  for (const e of s.events) {
    const role =
      e.vis.to === 'public' && e.type === 'announce' ? (e.data as { role?: unknown } | undefined)?.role : undefined;
    if (typeof role === 'string') announcedRoles.add(role);
  }
  const announcedNames = new Set([...announcedRoles].map((id) => rules.roles.find((r) => r.id === id)?.name ?? id));

  // 1. Players: exactly what was announced (through the health model's public face).
  const players = (sent as { players?: unknown }).players;
  if (Array.isArray(players)) {
    for (const p of players as { id: string; health: string; alive: boolean; role: string | null }[]) {
      const truth = s.players[p.id];
      if (!truth) {
        found.push(`unknown player ${p.id}`);
        continue;
      }
      const shown = shownState(rules.health, truth.announced.health);
      if (p.health !== shown.id || p.alive !== shown.alive)
        found.push(`${truth.name}: health ${p.health} shown, ${truth.announced.health} announced`);
      if (p.role !== truth.announced.role)
        found.push(`${truth.name}: card ${String(p.role)} shown, ${String(truth.announced.role)} announced`);
    }
  }

  // 2. No event the table was not told (MJ-only, or for some players only).
  for (const e of s.events) {
    if (e.vis.to === 'public') continue;
    if (texts.some((t) => t.includes(e.text))) found.push(`${e.vis.to} event "${e.text}"`);
  }

  // 3. No secret key anywhere.
  const keys = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        keys.add(k);
        walk(x);
      }
    }
  };
  walk(sent);
  for (const k of SECRET_KEYS) if (keys.has(k)) found.push(`secret key "${k}"`);

  if (!s.ended) {
    // 4. No card's or camp's name unless a card of that name was announced.
    // An announced name may hold another one (« Apprentie Voyante », « Idiot du Village »): look for
    // `word` once the announced names that contain it are blanked out.
    const without = (text: string, word: string): string =>
      [...announcedNames].filter((n) => n !== word && n.includes(word)).reduce((t, n) => t.split(n).join(' '), text);
    for (const role of rules.roles) {
      if (announcedNames.has(role.name)) continue;
      const lines = texts.filter((t) => hasWord(without(t, role.name), role.name));
      const unexplained = lines.filter((t) => !(options.exemptions ?? []).some((x) => x.role === role.id && x.when(t)));
      if (unexplained.length > 0) found.push(`card "${role.name}" in "${unexplained[0]}"`);
    }
    for (const camp of rules.camps) {
      if (announcedNames.has(camp.name)) continue;
      if (hasWord(without(blob, camp.name), camp.name)) found.push(`camp "${camp.name}"`);
    }
    // 5. No marker (in love, charmed, protected, potions…), by key or label.
    const lower = blob.toLocaleLowerCase('fr');
    for (const [key, def] of Object.entries(rules.markers)) {
      if (keys.has(key)) found.push(`marker key "${key}"`);
      // A hidden marker is bookkeeping under a plain word (Quinte-bourg's purse is « Pièces », which public pots and laws also say): its key is checked, not its label.
      if (!def.hidden && lower.includes(def.label.toLocaleLowerCase('fr'))) found.push(`marker "${def.label}"`);
    }
  }
  return found;
}
