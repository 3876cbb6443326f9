/** The small queries every step shares, by topic. */
export * from './camps';
export * from './cards';
export * from './players';
