import { describe } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { publicSideProperties } from './public-props';

describe('the public side of random quintebourg games', () => publicSideProperties(quintebourg));
