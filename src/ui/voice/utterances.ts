/**
 * What the voice may say at a call, and nothing else: the public
 * announcements the answer that led here produced (read first, as the screen
 * shows them), then the sentences of the call's line the whole table may
 * hear. Never the MJ's notes, the reason a call is « sans effet », a refusal,
 * who wakes, a document or a place: those stay on the MJ's screen.
 *
 * A call's line mixes what the MJ says aloud (« La Sorcière se réveille. »)
 * and what the MJ does or shows in silence (« Je lui montre la victime de
 * cette nuit : Bruno. », « Montrez à la Voyante la carte de Bruno : Loup-Garou. »).
 * A sentence is said only if it names no player, gives no order to the MJ
 * (a verb in « -ez »), and names no card or camp that the call's own title or
 * an announced card has not already named, and no marker. Pure, so the leak property
 * (tests/property/voice-*.test.ts) checks exactly what the app says.
 */
import { effectOf, typo, type AnyRuleset, type CallView, type Effect, type GameState } from '../../engine';
import { splitSentences } from './sentences';

export interface Spoken {
  /** What to say, in order. */
  lines: string[];
  /** Whether the call's whole line is said (a call whose line is partly the MJ's alone is never run by itself). */
  wholeLine: boolean;
}

const hasWord = (text: string, word: string): boolean => {
  if (word === '') return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
};

/**
 * An order to the MJ: « Montrez », « Touchez », « demandez-lui », « Saisissez »… Not « assez », « chez », nor
 * what the table itself is told to do (« Fermez les yeux », « Ouvrez les yeux », « Levez la main »), nor a question
 * asked of a player about the night (« Procureur, où aviez-vous placé la caméra ? »: an imperfect, never an order).
 */
const ORDER =
  /(?<![\p{L}])(?!(?:assez|fermez|ouvrez|levez|baissez|rendormez|réveillez-vous)(?![\p{L}]))(?!\p{L}+iez-vous(?![\p{L}]))\p{L}{3,}ez(?![\p{L}])/iu;

/** The sentences of the call's line the table may hear. */
export function publicSentences<R>(rules: AnyRuleset, s: GameState<R>, call: CallView): Spoken {
  const sentences = splitSentences(typo(call.line), Number.MAX_SAFE_INTEGER);
  const names = Object.values(s.players).map((p) => p.name);
  const secret = s.events.filter((e) => e.vis.to !== 'public' && e.text.trim() !== '').map((e) => typo(e.text));
  // Card, camp and marker words: said only where the table heard them (the call's title, a card announced).
  const announced = new Set(Object.values(s.players).map((p) => p.announced.role));
  for (const e of s.events) {
    const role =
      e.vis.to === 'public' && e.type === 'announce' ? (e.data as { role?: unknown } | undefined)?.role : null;
    if (typeof role === 'string') announced.add(role);
  }
  const heard = [call.title, ...rules.roles.filter((r) => announced.has(r.id)).map((r) => r.name)].join('\n');
  const words = [...rules.roles.map((r) => r.name), ...rules.camps.map((c) => c.name)].filter(
    (w) => !hasWord(heard, w),
  );
  // A marker's label, anywhere in a word (« charmés »): the grimoire's secrets, unless the call is theirs (« Les
  // amoureux », « Les charmés »: found in the title the same way, plural or not).
  const title = call.title.toLocaleLowerCase('fr');
  const markers = Object.values(rules.markers)
    .map((m) => (m.hidden ? '' : m.label.toLocaleLowerCase('fr')))
    .filter((label) => label !== '' && !title.includes(label));
  const ok = (sentence: string): boolean =>
    !ORDER.test(sentence) &&
    !names.some((n) => hasWord(sentence, n)) &&
    !secret.some((t) => sentence.includes(t)) &&
    !words.some((w) => hasWord(sentence, w)) &&
    !markers.some((m) => sentence.toLocaleLowerCase('fr').includes(m));
  const lines = sentences.filter(ok);
  return { lines, wholeLine: lines.length === sentences.length };
}

export function utterancesAt<R>(
  rules: AnyRuleset,
  s: GameState<R>,
  call: CallView | null,
  effects: readonly Effect[],
): Spoken {
  const announce = effectOf(effects, 'announce');
  const lines = announce ? announce.lines.map((l) => typo(l)).filter((l) => l.trim() !== '') : [];
  if (!call) return { lines, wholeLine: true };
  const line = publicSentences(rules, s, call);
  return { lines: [...lines, ...line.lines], wholeLine: line.wholeLine };
}

/** What the timers say (fixed words: never the timer's label, which may be a night's secret). */
export const TIMER_MINUTE = 'Plus qu’une minute.';
export const TIMER_END = 'Temps écoulé.';
