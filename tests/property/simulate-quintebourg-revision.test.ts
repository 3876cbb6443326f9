import { describe } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { simulateSweep } from './simulate-sweep';

describe('random quintebourg-revision games', () => simulateSweep(quintebourgRevision));
