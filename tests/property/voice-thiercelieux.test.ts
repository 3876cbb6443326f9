import { describe } from 'vitest';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { voiceProperties } from './voice-props';

describe('la voix de thiercelieux ne dit que ce que la table peut entendre', () => voiceProperties(thiercelieux));
