/**
 * The Président's session (000_a045abd3825f1297.txt:503-513), the law of the
 * day proposed to the Sénateur (000:515-517, 647-689) and the debate
 * (000:507-509): the family's calls (quintebourg-family/session-steps.ts) with
 * this book's special session (cancelled in mode M, 000:511) and its laws.
 */

import { coinsOf } from '../coins';
import { PLAYER_RULES } from '../family';
import { lawById, lawsOffered } from '../laws';
import { numberOption, partyHolder, postsOf } from '../queries';
import { poorest, proposerLines } from '../../quintebourg-family/session';
import { debateStep, senatStep, sessionStep } from '../../quintebourg-family/session-steps';
import type { Direction, QCtx, QGame } from '../types';
import { unavailable } from './call';
import { step } from './step';
import { asItStands, playerRead, entryNow } from '../../../engine';

export const session = sessionStep({
  ...PLAYER_RULES,
  specials: [{ value: 'speciale', label: 'Session spéciale' }],
  line: (s: QGame) =>
    s.rs.mode === 'M'
      ? 'Le Président ouvre-t-il une session normale ou spéciale ? (En mode Mathématiciens, une session spéciale est annulée.)'
      : 'Le Président ouvre-t-il une session d’exécution normale ou spéciale ?',
  open(ctx: QCtx) {
    const s = ctx.s;
    ctx.editEntry('day', { session: s.rs.mode === 'M' ? 'annulee' : 'speciale' });
    ctx.emit('session', { to: 'public' }, () =>
      s.rs.mode === 'M'
        ? 'Le Président ouvre une session spéciale : en mode Mathématiciens, elle est annulée. Pas de vote aujourd’hui.'
        : 'Le Président ouvre une session spéciale : une exécution, puis un tribunal pour les trois suivants.',
    );
  },
});

/** Who proposes the law, in order: the M, the Q, those with no post, the poorest (000:517, 647). */
export function proposers(s: QGame): string[] {
  const dead = s.order.filter((id) => playerRead(s.players, id).health === 'M');
  const q = s.order.filter((id) => playerRead(s.players, id).health === 'Q');
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

// Read as it stands: asked in resolutions that may write nothing of the day.
const voteToday = (s: QGame) => asItStands(s.rs).day.session !== 'annulee';

export const loi = step({
  id: 'loi',
  title: 'Proposition de loi',
  when: voteToday,
  line: () =>
    'Qui propose la loi du jour ? Je choisis parmi les suggestions, en donnant la priorité aux proposants dans l’ordre.',
  notes: (s) => proposers(s),
  prompt: (s) => ({
    kind: 'choice',
    none: 'aucune',
    label: 'Loi proposée',
    options: [
      { value: 'aucune', label: 'Pas de loi aujourd’hui' },
      ...lawsOffered(partyHolder(s, 'medecin') !== null).map((l) => ({ value: l.id, label: l.text })),
    ],
  }),
  resolve(ctx, value) {
    if (value !== 'aucune') ctx.editEntry('day', { proposed: value });
  },
});

export const senat = senatStep({
  ...PLAYER_RULES,
  proposed: (s: QGame) => {
    const day = entryNow(s.rs, 'day');
    return voteToday(s) && day.proposed !== null ? lawById(day.proposed)!.text : null;
  },
  senatorUnavailable: unavailable,
  enact(ctx: QCtx) {
    const law = lawById(entryNow(ctx.s.rs, 'day').proposed)!;
    ctx.editEntry('day', { law: law.id });
    return { law: law.id };
  },
});

/** The Président closes the debate and says which way the votes after his own are announced (000:509). */
export const debat = debateStep({
  ...PLAYER_RULES,
  when: (s: QGame) => voteToday(s) && !lawById(s.rs.day.law)?.cancelled,
  line: (s: QGame) =>
    s.rs.day.session === 'speciale'
      ? 'Débat avant la session spéciale. Le Président décide quand il est clos, vote le premier et choisit le sens d’annonce des votes.'
      : 'Le débat est ouvert. Le Président décide quand il est clos ; il votera le premier et choisira le sens d’annonce des votes.',
  seconds: (s: QGame) => numberOption(s, 'dureeDebat'),
  setDirection(ctx: QCtx, way: Direction) {
    // The day's record written only when the way changes (the President often keeps it).
    if (entryNow(ctx.s.rs, 'day').direction !== way) ctx.editEntry('day', { direction: way });
  },
});
