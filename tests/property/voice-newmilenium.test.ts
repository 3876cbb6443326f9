import { describe } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { voiceProperties } from './voice-props';

describe('la voix de newmilenium ne dit que ce que la table peut entendre', () => voiceProperties(newmilenium));
