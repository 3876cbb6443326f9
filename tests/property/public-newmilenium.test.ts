import { describe } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { publicSideProperties } from './public-props';

describe('the public side of random newmilenium games', () => publicSideProperties(newmilenium));
