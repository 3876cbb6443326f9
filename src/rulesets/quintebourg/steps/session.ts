/**
 * The Président's session (000_a045abd3825f1297.txt:503-513), the law of the
 * day proposed to the Sénateur (000:515-517, 647-689) and the debate (000:507-509).
 */
import { act, game } from '../common';
import { coinsOf } from '../coins';
import { lawById, lawsOffered } from '../laws';
import { available, numberOption, partyHolder, post, postsOf } from '../queries';
import { poorest, proposerLines, specialAllowed } from '../../quintebourg-family/session';
import type { QGame } from '../types';
import { unavailable } from './call';
import { step } from './step';

export const session = step({
  id: 'session',
  title: 'La session du Président',
  inert: (s) => {
    const p = post(s, 'president');
    return p ? unavailable(s, p) : 'pas de Président : session normale';
  },
  line: (s) => (s.rs.mode === 'M' ? 'Le Président ouvre-t-il une session normale ou spéciale ? (En mode Mathématiciens, une session spéciale est annulée.)' : 'Le Président ouvre-t-il une session d’exécution normale ou spéciale ?'),
  notes: (s) => (specialAllowed(s) ? [] : ['Pas de session spéciale deux jours de suite (000:505).']),
  wakes: (s) => [post(s, 'president')!],
  prompt: (s) => ({
    kind: 'choice',
    label: 'Session',
    options: [{ value: 'normale', label: 'Session normale' }, ...(specialAllowed(s) ? [{ value: 'speciale', label: 'Session spéciale' }] : [])],
  }),
  resolve(ctx, value) {
    const s = game(ctx);
    act(ctx, post(s, 'president')!, 'session');
    if (value !== 'speciale') return;
    ctx.s.rs.lastSpecial = s.clock.day;
    ctx.s.rs.day.session = s.rs.mode === 'M' ? 'annulee' : 'speciale';
    ctx.emit('session', { to: 'public' }, s.rs.mode === 'M' ? 'Le Président ouvre une session spéciale : en mode Mathématiciens, elle est annulée. Pas de vote aujourd’hui.' : 'Le Président ouvre une session spéciale : une exécution, puis un tribunal pour les trois suivants.');
  },
});

/** Who proposes the law, in order: the M, the Q, those with no post, the poorest (000:517, 647). */
export function proposers(s: QGame): string[] {
  const dead = s.order.filter((id) => s.players[id]!.health === 'M');
  const q = s.order.filter((id) => s.players[id]!.health === 'Q');
  const alive = s.order.filter((id) => !dead.includes(id) && !q.includes(id));
  const noPost = alive.filter((id) => postsOf(s, id).length === 0);
  // A Q or M holds no coin (000:126): the poorest are counted among the others.
  return proposerLines(s, [
    { label: 'Les M', ids: dead },
    { label: 'Les Q', ids: q },
    { label: 'Sans poste public', ids: noPost },
    { label: 'Les plus pauvres', ids: poorest(s, alive, coinsOf) },
  ]);
}

const voteToday = (s: QGame) => s.rs.day.session !== 'annulee';

export const loi = step({
  id: 'loi',
  title: 'Proposition de loi',
  when: voteToday,
  line: () => 'Qui propose la loi du jour ? Je choisis parmi les suggestions, en donnant la priorité aux proposants dans l’ordre.',
  notes: (s) => proposers(s),
  prompt: (s) => ({ kind: 'choice', label: 'Loi proposée', options: [{ value: 'aucune', label: 'Pas de loi aujourd’hui' }, ...lawsOffered(partyHolder(s, 'medecin') !== null).map((l) => ({ value: l.id, label: l.text }))] }),
  resolve(ctx, value) {
    if (value !== 'aucune') ctx.s.rs.day.proposed = value;
  },
});

export const senat = step({
  id: 'senat',
  title: 'Le Sénateur',
  when: (s) => voteToday(s) && s.rs.day.proposed !== null,
  inert: (s) => {
    const p = post(s, 'senateur');
    return p ? unavailable(s, p) : 'pas de Sénateur : pas de loi';
  },
  line: (s) => `Le Sénateur accepte-t-il la loi proposée : « ${lawById(s.rs.day.proposed)!.text} » ?`,
  wakes: (s) => [post(s, 'senateur')!],
  prompt: () => ({ kind: 'yesno', label: 'Loi acceptée', yes: 'Acceptée', no: 'Refusée' }),
  resolve(ctx, value) {
    const s = game(ctx);
    act(ctx, post(s, 'senateur')!, 'loi');
    const law = lawById(s.rs.day.proposed)!;
    if (value !== true) {
      ctx.emit('loi', { to: 'public' }, `Le Sénateur refuse la loi proposée (« ${law.text} »).`);
      return;
    }
    ctx.s.rs.day.law = law.id;
    ctx.emit('loi', { to: 'public' }, `Loi du jour : ${law.text}.`, { law: law.id });
  },
});

/** The Président closes the debate and says which way the votes after his own are announced (000:509). */
export const debat = step({
  id: 'debat',
  title: 'Le débat',
  when: (s) => voteToday(s) && !lawById(s.rs.day.law)?.cancelled,
  line: (s) =>
    s.rs.day.session === 'speciale'
      ? 'Débat avant la session spéciale. Le Président décide quand il est clos, vote le premier et choisit le sens d’annonce des votes.'
      : 'Le débat est ouvert. Le Président décide quand il est clos ; il votera le premier et choisira le sens d’annonce des votes.',
  notes: (s) => {
    const p = post(s, 'president');
    return p && available(s, p) ? [] : ['Pas de Président disponible : je choisis le sens d’annonce.'];
  },
  timer: (s) => numberOption(s, 'dureeDebat') || null,
  prompt: () => ({ kind: 'yesno', label: 'Le Président clôt le débat : votes annoncés dans quel sens ?', yes: 'Sens horaire', no: 'Sens antihoraire' }),
  resolve(ctx, value) {
    const s = game(ctx);
    const p = post(s, 'president');
    if (p && available(s, p)) act(ctx, p, 'sens');
    ctx.s.rs.day.direction = value === true ? 'horaire' : 'antihoraire';
  },
});
