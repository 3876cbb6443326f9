/** Where everyone spends the night: its places, each player's wishes, and the map row P draws. */
export * from './location';
export * from './map';
export * from './places';
export * from './wishes';
