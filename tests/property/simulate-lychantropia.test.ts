import { describe } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { optionSets } from './option-sets';
import { simulateSweep } from './simulate-sweep';

describe('random lychantropia games', () => {
  simulateSweep(lychantropia);
  optionSets(lychantropia);
});
