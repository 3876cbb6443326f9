/** The small queries every step shares, by topic. */
export * from './camps';
export * from './cards';
export * from './health';
export * from './options';
export * from './posts';
export * from './powers';
export * from './rooms';
export * from './ties';
