import { describe } from 'vitest';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { speakableLines, voiceProperties } from './voice-props';

describe('la voix de thiercelieux ne dit que ce que la table peut entendre', () => voiceProperties(thiercelieux));

describe('les phrases lues à voix haute de thiercelieux', () =>
  speakableLines(thiercelieux, ['cupidon', 'sorciere-vie', 'loups', 'charmes']));
