import { describe } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { publicSideProperties } from './public-props';

describe('the public side of random lychantropia games', () => publicSideProperties(lychantropia));
