/** Where everyone spends the night: its places, each player's wishes, the map. */
export * from './map';
export * from './places';
export * from './wishes';
