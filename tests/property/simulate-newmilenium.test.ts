import { describe } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { optionSets } from './option-sets';
import { simulateSweep } from './simulate-sweep';

describe('random newmilenium games', () => {
  simulateSweep(newmilenium);
  optionSets(newmilenium);
});
