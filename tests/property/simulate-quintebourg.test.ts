import { describe } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { simulateSweep } from './simulate-sweep';

describe('random quintebourg games', () => simulateSweep(quintebourg));
