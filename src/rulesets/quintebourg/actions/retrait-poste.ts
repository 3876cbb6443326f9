/**
 * When many are dead, the MJ may take optional posts out of the game
 * (000_a045abd3825f1297.txt:527): the holder loses it and nobody may apply
 * for it again. The family's action (quintebourg-family/post-steps.ts).
 */
import { removalAction } from '../../quintebourg-family/post-steps';
import { POSTS } from '../posts';

export const retraitPoste = removalAction({ posts: POSTS });
