import { describe } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { voiceProperties } from './voice-props';

describe('la voix de quintebourg-revision ne dit que ce que la table peut entendre', () =>
  voiceProperties(quintebourgRevision));
