/**
 * What a death calls for at once: the Fusil's shot, the Testament, the
 * successor of the Notaire or the Marchand (002_8a15d59d81dc3fa5.txt:43, 84, 98).
 */
import { type Bars, choose, ONE_IF_ANY, type PlayerId } from '../../../engine';
import { kill } from '../deaths';
import { de, DEAD_BAR, name, post } from '../state';
import { useUp } from '../stock';
import type { LCtx, LGame, Post } from '../types';
import { step } from './step';

/** The Fusil's shot, at his death, on another living player (002:84); the call's argument is the shooter. */
const SHOT: Bars<LGame, PlayerId> = [
  DEAD_BAR,
  {
    test: (_s, id, shooter) => id === shooter,
    why: (s, id) => `${name(s, id)} tient le Fusil : il ou elle tire sur un autre joueur.`,
    line: '002:84',
  },
];

export const fusil = step({
  id: 'fusil',
  title: 'Le Fusil',
  line: (s, { id }) =>
    `${name(s, id)} meurt avec un Fusil : demandez-lui par MP sur qui il ou elle tire (ou personne).`,
  prompt: (s, { id: shooter }) => choose(s, { label: 'Cible du Fusil', min: 0, max: 1 }, SHOT, shooter),
  resolve(ctx, [target], { id: shooter }) {
    if (!target) return;
    const s = ctx.s;
    useUp(ctx, shooter, 'fusil', `Fusil tiré par ${name(s, shooter)} à sa mort`);
    if (ctx.s.clock.phase === 'night')
      ctx.emit('fusil', { to: 'mj' }, () => `${name(s, shooter)} tire en mourant sur ${name(s, target)}.`, {
        shooter,
        target,
      });
    else
      ctx.emit(
        'fusil',
        { to: 'public' },
        () => `${name(s, shooter)}, en mourant, tire un coup de Fusil sur ${name(s, target)}.`,
        { shooter, target },
      );
    kill(ctx, target, 'fusil');
  },
});

export const testament = step({
  id: 'testament',
  title: 'Le Testament',
  line: (s, { id }) =>
    `${name(s, id)} meurt avec un Testament : en a-t-il ou elle écrit un ? Il sera remis au Notaire à la prochaine aube.`,
  prompt: () => ({ kind: 'yesno', label: 'Testament écrit', yes: 'Oui, reçu', no: 'Non' }),
  resolve(ctx, written, { id }) {
    if (!written) return;
    useUp(ctx, id, 'testament', `testament ${de(name(ctx.s, id))}`);
    ctx.s.rs.testaments.push(id);
    ctx.emit(
      'testament',
      { to: 'mj' },
      () => `${name(ctx.s, id)} laisse un testament, pour le Notaire à la prochaine aube.`,
    );
  },
});

const LABEL: Record<Post, string> = { notaire: 'Notaire', marchand: 'Marchand' };
const OTHER: Record<Post, Post> = { notaire: 'marchand', marchand: 'notaire' };

/** Who may take a post: alive, and not holding the other one (line 43); the call's argument is the open post. */
const SUCCESSOR: Bars<LGame, Post> = [
  DEAD_BAR,
  {
    test: (s, id, office) => id === post(s, OTHER[office]),
    why: (s, id, office) =>
      `${name(s, id)} est déjà ${LABEL[OTHER[office]]} : on ne peut pas être Notaire et Marchand à la fois.`,
    line: '002:43',
  },
];

export function nameSuccessor(ctx: LCtx, office: Post, from: PlayerId, next: PlayerId | null): void {
  const s = ctx.s;
  ctx.s.posts[office] = next;
  const text = next
    ? `${name(s, from)} désigne ${name(s, next)} comme ${LABEL[office]}.`
    : `Personne ne reprend le poste de ${LABEL[office]}.`;
  ctx.emit('successeur', { to: 'public' }, text, { post: office, player: next });
}

const successorPrompt = (s: LGame, office: Post) =>
  choose(s, { label: `Nouveau ${LABEL[office]}`, min: ONE_IF_ANY, max: 1 }, SUCCESSOR, office);

/** A post holder who dies during the day names the successor at once, in public. */
export const successeur = step({
  id: 'successeur',
  title: 'Le successeur',
  line: (s, a) => `${name(s, a.from)} était ${LABEL[a.post]} : il ou elle désigne en public son successeur.`,
  prompt: (s, a) => successorPrompt(s, a.post),
  resolve(ctx, [next], a) {
    nameSuccessor(ctx, a.post, a.from, next ?? null);
  },
});

/** A post holder dead at night names the successor at dawn, once the death is known. */
export const succession = step({
  id: 'succession',
  title: 'Les successeurs',
  phase: 'dawn',
  when: (s) => s.rs.successions.length > 0,
  line: (s) => {
    const next = s.rs.successions[0]!;
    return `${name(s, next.from)} était ${LABEL[next.post]} : il ou elle désigne en public son successeur.`;
  },
  prompt: (s) => successorPrompt(s, s.rs.successions[0]!.post),
  resolve(ctx, [chosen]) {
    const next = ctx.s.rs.successions.shift()!;
    nameSuccessor(ctx, next.post, next.from, chosen ?? null);
  },
  repeat: (s) => s.rs.successions.length > 0,
});
