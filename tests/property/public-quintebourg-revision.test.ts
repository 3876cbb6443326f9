import { describe } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { publicSideProperties } from './public-props';

describe('the public side of random quintebourg-revision games', () => publicSideProperties(quintebourgRevision));
