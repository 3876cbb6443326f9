import { describe } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { speakableLines, voiceProperties } from './voice-props';

describe('la voix de quintebourg-revision ne dit que ce que la table peut entendre', () =>
  voiceProperties(quintebourgRevision));

describe('les phrases lues à voix haute de quintebourg-revision', () =>
  speakableLines(quintebourgRevision, ['resultat']));
