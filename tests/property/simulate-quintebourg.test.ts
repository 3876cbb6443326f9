import { describe } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { optionSets } from './option-sets';
import { simulateSweep } from './simulate-sweep';

describe('random quintebourg games', () => {
  simulateSweep(quintebourg);
  optionSets(quintebourg);
});
