/**
 * When many are dead, the MJ may take optional posts out of the game
 * (000_a045abd3825f1297.txt:527): the holder loses it and nobody may apply
 * for it again.
 */
import { optionPosts, postName } from '../posts';
import { action } from './timing';

export const retraitPoste = action({
  id: 'retrait-poste',
  title: 'Retirer un poste optionnel du jeu',
  available: (s) => s.clock.phase === 'day' && s.clock.day >= 1 && optionPosts(s).length > 0,
  line: () => 'Le MJ retire du jeu un poste optionnel (000:527).',
  prompt: (s) => ({ kind: 'choice', label: 'Poste retiré', options: optionPosts(s).map((p) => ({ value: p, label: postName(p) })) }),
  resolve(ctx, p) {
    const posts = { ...ctx.s.posts };
    delete posts[p];
    ctx.s.posts = posts;
    ctx.emit('poste', { to: 'public' }, `Le poste de ${postName(p)} est retiré du jeu.`, { post: p, removed: true });
  },
});
