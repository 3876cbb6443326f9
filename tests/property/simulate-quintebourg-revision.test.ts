import { describe } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { optionSets } from './option-sets';
import { simulateSweep } from './simulate-sweep';

describe('random quintebourg-revision games', () => {
  simulateSweep(quintebourgRevision);
  optionSets(quintebourgRevision);
});
