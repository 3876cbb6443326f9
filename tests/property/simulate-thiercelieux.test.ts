import { describe } from 'vitest';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { optionSets } from './option-sets';
import { simulateSweep } from './simulate-sweep';

describe('random thiercelieux games', () => {
  simulateSweep(thiercelieux);
  optionSets(thiercelieux);
});
