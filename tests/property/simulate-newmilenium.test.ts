import { describe } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { simulateSweep } from './simulate-sweep';

describe('random newmilenium games', () => simulateSweep(newmilenium));
