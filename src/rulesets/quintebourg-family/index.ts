/**
 * The Quinte-bourg family's shared mechanisms, exported from one place: both
 * `quintebourg` and `quintebourg-revision` import them from here (or from the
 * module files this re-exports), never from each other. What each module owns
 * and how a ruleset configures it: docs/rulesets/quintebourg-family.md. The
 * general mechanisms they build on are the engine's (`week.ts`,
 * `night-map.ts`, `priority.ts`, `seating.ts`).
 */
export * as days from './days';
export * as coins from './coins';
export * as coinSteps from './coin-steps';
export * as pairs from './pairs';
export * as marriage from './marriage';
export * as posts from './posts';
export * as postSteps from './post-steps';
export * as dawnPosts from './dawn-posts';
export * as session from './session';
export * as sessionSteps from './session-steps';
export * as tribunal from './tribunal';
export * as attack from './attack';
export * as couples from './couples';
export * as cameras from './cameras';
export * as evening from './evening';
export * as lootSteps from './loot-steps';
export * as weekSteps from './week-steps';
export * as text from './text';
export type * from './types';

/** The family's modules by name: the test that both rulesets share them (no second copy) reads this list. */
export const FAMILY_MODULES = [
  'days',
  'coins',
  'coin-steps',
  'pairs',
  'marriage',
  'posts',
  'post-steps',
  'dawn-posts',
  'session',
  'session-steps',
  'tribunal',
  'attack',
  'couples',
  'cameras',
  'evening',
  'loot-steps',
  'week-steps',
  'common',
  'step',
  'text',
  'types',
] as const;
