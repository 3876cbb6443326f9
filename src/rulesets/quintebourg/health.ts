import { type HealthModel, own } from '../../engine';
/**
 * The health ladder I/B/C/Q/M (000_a045abd3825f1297.txt:70-106) and the moves
 * each cause allows: the invariant checks every change against this table.
 */

export type Health = 'I' | 'B' | 'C' | 'Q' | 'M';

export const LADDER: Health[] = ['I', 'B', 'C', 'Q', 'M'];

/** Whether a health id (the engine keeps it as a string) is one of the ladder's. */
export const isHealth = (h: string): h is Health => h === 'I' || h === 'B' || h === 'C' || h === 'Q' || h === 'M';

export const rank = (h: string): number => (isHealth(h) ? LADDER.indexOf(h) : -1);
export const worse = (a: Health, b: Health): Health => (rank(a) >= rank(b) ? a : b);
export const stepDown = (h: Health, n = 1): Health => LADDER[Math.min(rank(h) + n, 4)]!;
export const stepUp = (h: Health, n = 1): Health => LADDER[Math.max(rank(h) - n, 0)]!;

/** I or B: standing, counted by the end rules (000:141-162). */
export const standing = (h: string): boolean => h === 'I' || h === 'B';
/** I, B or C: « en vie » for the table (not believed dead). */
export const awake = (h: string): boolean => h === 'I' || h === 'B' || h === 'C';
/** C or Q or M: unavailable (000:485, 529). */
export const downed = (h: string): boolean => h === 'C' || h === 'Q' || h === 'M';

/**
 * Why health may change, and how: `down` only worsens, `up` only improves,
 * `to` lists the only states reached, `from` the only states left.
 */
export interface CauseRule {
  label: string;
  dir: 'down' | 'up' | 'any';
  from?: Health[];
  to?: Health[];
  /** The move may take a Q further down before anyone came back from Q (000:104): only the médecin (and grief). */
  mayHarmQ?: boolean;
  /** The move brings a Q back (unlocks harming Q players, 000:104). */
  isReturn?: boolean;
  /** One step exactly (« d'un cran »). */
  one?: boolean;
}

export const CAUSES: Record<string, CauseRule> = {
  attaque: { label: 'attaque', dir: 'down' },
  defense: { label: 'riposte d’un défenseur', dir: 'down' },
  assassinat: { label: 'tentative d’assassinat', dir: 'down' },
  combat: { label: 'combat de haineux', dir: 'down' },
  poison: { label: 'poison d’un soignant', dir: 'down', from: ['B', 'C', 'Q'], one: true },
  'medecin-aggrave': {
    label: 'le médecin aggrave son état',
    dir: 'down',
    from: ['B', 'C', 'Q'],
    one: true,
    mayHarmQ: true,
  },
  'medecin-soigne': { label: 'le médecin le soigne', dir: 'up', from: ['B', 'C'], to: ['I', 'B'], one: true },
  'remede-rate': { label: 'remède pas au point', dir: 'down', from: ['Q'], to: ['M'], mayHarmQ: true },
  remede: { label: 'remède du médecin', dir: 'up', from: ['Q'], to: ['I'], isReturn: true },
  execution: { label: 'exécution', dir: 'down', to: ['Q'] },
  'potion-coma': { label: 'potion de coma du Bourreau', dir: 'up', from: ['Q'], to: ['C'] },
  amour: { label: 'suit son amoureux', dir: 'down', to: ['Q', 'M'], mayHarmQ: true },
  'amour-retour': { label: 'son amoureux est revenu', dir: 'up', from: ['Q'], to: ['I'], isReturn: true },
  haine: { label: 'son haineux est tombé', dir: 'up', from: ['Q'], to: ['I'], isReturn: true },
  corruption: { label: 'corruption non respectée', dir: 'down', to: ['Q'] },
  'loi-corruption': { label: 'sa loi a empêché un corrompu de voter', dir: 'down', to: ['Q'] },
  hopital: { label: 'trois nuits à l’hôpital', dir: 'up', from: ['B', 'C'], to: ['I', 'B'], one: true },
  resurrection: { label: 'miracle : résurrection', dir: 'up', from: ['Q'], to: ['I'], isReturn: true },
  miracle: { label: 'miracle de Sesiano', dir: 'up', from: ['Q'], to: ['I'], isReturn: true },
  'mise-a-mort': { label: 'mise à mort', dir: 'down', to: ['Q'] },
  morsure: { label: 'morsure du Fennec', dir: 'down', to: ['Q'] },
  sbire: { label: 'éliminé par son chef', dir: 'down', to: ['Q'] },
  hantise: { label: 'hanté par son chef', dir: 'down', to: ['Q'] },
  'vote-blessant': { label: 'voter est blessant', dir: 'down', one: true },
  'egalite-coma': { label: 'égalité : tous dans le coma', dir: 'down', to: ['C'] },
};

export const HEALTH: HealthModel = {
  initial: 'I',
  states: [
    { id: 'I', label: 'Indemne', alive: true, canAct: true },
    { id: 'B', label: 'Blessé', alive: true, canAct: true },
    { id: 'C', label: 'Coma', alive: true, canAct: false },
    // Everyone believes a Q is dead (000:78).
    { id: 'Q', label: 'Quasi-mort', alive: true, canAct: false, publicAs: 'M' },
    { id: 'M', label: 'Mort', alive: false, canAct: false },
  ],
  // The MJ's log names each cause in French.
  causeLabels: Object.fromEntries(Object.entries(CAUSES).map(([id, c]) => [id, c.label])),
};

/** Whether a change fits its cause (a French reason when not). */
export function moveProblem(from: string, to: string, cause: string): string | null {
  const rule = own(CAUSES, cause);
  if (!rule) return `unknown cause ${cause}`;
  const d = rank(to) - rank(from);
  if (rank(from) < 0 || rank(to) < 0) return `unknown health ${from} → ${to}`;
  if (rule.dir === 'down' && d <= 0) return `${cause} improved ${from} → ${to}`;
  if (rule.dir === 'up' && d >= 0) return `${cause} worsened ${from} → ${to}`;
  if (rule.from && !rule.from.some((h) => h === from)) return `${cause} from ${from}`;
  if (rule.to && !rule.to.some((h) => h === to)) return `${cause} to ${to}`;
  if (rule.one && Math.abs(d) !== 1) return `${cause} moved ${from} → ${to}, more than one step`;
  if (from === 'M') return `${cause} moved a dead player`;
  return null;
}
