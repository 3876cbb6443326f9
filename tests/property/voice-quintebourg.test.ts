import { describe } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { speakableLines, voiceProperties } from './voice-props';

describe('la voix de quintebourg ne dit que ce que la table peut entendre', () => voiceProperties(quintebourg));

describe('les phrases lues à voix haute de quintebourg', () => speakableLines(quintebourg, ['resultat']));
