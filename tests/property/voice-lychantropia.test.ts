import { describe } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { voiceProperties } from './voice-props';

describe('la voix de lychantropia ne dit que ce que la table peut entendre', () => voiceProperties(lychantropia));
