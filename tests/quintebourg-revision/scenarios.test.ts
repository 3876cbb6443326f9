/**
 * The revision's scenario files (docs/scenarios/quintebourg-revision-*.json),
 * played as `npm run cli -- play FILE` plays them: each runs to its last
 * answer with no refusal, and its key moments are the book's
 * (001_47f38bdc018e2680.txt, cited 001:LINE).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playScenario, type PlayReport } from '../../src/cli/play';
import { parseScenario } from '../../src/cli/scenario';
import { apply, createGame, publicView, type AnyRuleset, type GameState } from '../../src/engine';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import type { RState } from '../../src/rulesets/quintebourg-revision/types';

const load = (id: string): AnyRuleset => {
  if (id !== 'quintebourg-revision') throw new Error(`Règles inconnues : « ${id} ».`);
  return quintebourgRevision;
};

function play(name: string): { report: PlayReport; state: GameState<RState> } {
  const text = readFileSync(`docs/scenarios/quintebourg-revision-${name}.json`, 'utf8');
  const report = playScenario(text, load);
  const { setup, answers } = parseScenario(text);
  const created = createGame<RState>(quintebourgRevision, setup);
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  for (const a of answers) {
    const r = apply<RState>(quintebourgRevision, state, a);
    if (r.kind !== 'accepted') break;
    state = r.state;
  }
  return { report, state };
}

const texts = (r: PlayReport, type: string, day?: number) =>
  r.events.filter((e) => e.type === type && (day === undefined || e.day === day)).map((e) => e.text);
const publicTexts = (r: PlayReport, day: number) =>
  r.events.filter((e) => e.visibility === 'public' && e.type !== 'phase' && e.day === day).map((e) => e.text);

describe('quintebourg-revision-village.json (ten players, Monday to Tuesday)', () => {
  const { report: r, state: s } = play('village');

  it('plays to its last answer without a refusal, keeping the invariants; the game ends there', () => {
    expect(r.ok).toBe(true);
    expect(r.next).toBeNull();
    expect(quintebourgRevision.invariants!(s)).toEqual([]);
  });

  it('night 1: Laura (Bruno, a Reptilien) squats Inès’s house, where the alpha attacks: Inès dies (001:89, 131, 188)', () => {
    expect(texts(r, 'attaque', 1)).toEqual(['Dans la maison d’Inès\u00a0: Ana, Bruno et Inès.', 'Inès est tué·e.']);
  });

  it('day 1: Inès turns her specialty over and becomes the first ghost, Chef de la milice; the ghost proposes the law (001:148, 160, 195)', () => {
    expect(publicTexts(r, 1).slice(0, 3)).toEqual([
      'Inès est mort·e.',
      'Inès retourne sa carte\u00a0: Ingénieure / Inventeur.',
      'Inès devient un fantôme.',
    ]);
    expect(publicTexts(r, 1)).toEqual(
      expect.arrayContaining([
        'Inès devient Chef de la milice fantôme (premier fantôme).',
        'Inès propose une loi\u00a0: Jules ne vote pas aujourd’hui.',
        'Loi du jour\u00a0: Jules ne vote pas aujourd’hui.',
      ]),
    );
  });

  it('day 1: the village executes the alpha; Orphée’s charmed raise their hands each morning (001:97, 150)', () => {
    expect(texts(r, 'vote', 1)).toEqual(['Votes\u00a0: Ana (6), Emma (1) — 1 blanc.']);
    expect(texts(r, 'charmes')).toEqual(['Lèvent la main\u00a0: Ana.', 'Lèvent la main\u00a0: David et Hugo.']);
  });

  it('day 2: Shéhérazade converts Bruno and dies; the Assassin shoots him: every Reptilien is dead (001:72-75, 128)', () => {
    expect(publicTexts(r, 2)).toEqual(
      expect.arrayContaining([
        'Il y a eu une conversion.',
        'Gaëlle était Shéhérazade\u00a0: elle a converti quelqu’un et en meurt.',
        'Bruno est mort·e.',
      ]),
    );
    expect(texts(r, 'pieces', 2)).toEqual([
      '1 pièce de Jules attend le Notaire.',
      'Farid dépense 1 pièce (équipement de l’Assassin).',
      '3 pièces de Bruno attendent le Notaire.',
    ]);
  });

  it('the village wins, the Idéalistes (half alive), the lovers by consolation, the 58-ard with five alive (001:37, 41, 47, 56, 71)', () => {
    expect(r.winner?.camps).toEqual(['amoureux', 'idealistes', 'villageois']);
    expect(r.winner?.winners).toEqual(['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès']);
    expect(s.ended!.why![s.order.find((id) => s.players[id]!.name === 'Hugo')!]).toBe(
      'Villageois\u00a0: tous les Reptiliens (dont Seth) sont morts\u00a0; 58-ard\u00a0: 5 vivants.',
    );
    expect(publicView(quintebourgRevision, s).players.find((p) => p.name === 'Ana')!.roleName).toBe(
      'Reptilienne alpha',
    );
  });
});

describe('quintebourg-revision-carnage.json (eight players, mode carnage)', () => {
  const { report: r, state: s } = play('carnage');

  it('plays to its last answer without a refusal, keeping the invariants', () => {
    expect(r.ok).toBe(true);
    expect(r.next?.step).toBe('loi');
    expect(quintebourgRevision.invariants!(s)).toEqual([]);
  });

  it('day 0: the MJ moves the Psychopathe to Tuesday instead of Saturday, logged for him alone', () => {
    expect(r.events.filter((e) => e.type === 'semaine').map((e) => [e.visibility, e.text])).toEqual([
      ['mj', 'La semaine change\u00a0: «\u00a0Le Psychopathe\u00a0» a lieu le lundi, le mardi et le jeudi.'],
    ]);
  });

  it('night 1: Éris sends Seth to fight at Gaëlle’s; the rapace smells a Reptilien there; in mode carnage two die (001:126, 134, 190)', () => {
    expect(texts(r, 'rapace', 1)).toEqual(['Le rapace, devant la maison de Gaëlle\u00a0: un Reptilien.']);
    expect(texts(r, 'attaque', 1)).toEqual([
      'Dans la maison de Farid\u00a0: Ana, Bruno et Farid.',
      'Farid est tué·e.',
      'Dans la maison de Gaëlle\u00a0: David et Gaëlle.',
      'Gaëlle est tué·e.',
    ]);
  });

  it('day 1: Farid hands his specialty down to Hugo, turning both cards over (001:211-213)', () => {
    expect(publicTexts(r, 1)).toEqual(
      expect.arrayContaining([
        'Farid retourne sa carte\u00a0: Dresseur de rapace.',
        'Farid retourne sa carte\u00a0: Villageois.',
        'Farid transmet son héritage spirituel.',
      ]),
    );
    expect(s.rs.specialties[s.order.find((id) => s.players[id]!.name === 'Hugo')!]).toEqual(['artiste', 'dresseur']);
  });

  it('night 2: the ghost protects Hugo’s house, where the Reptiliens attack: it fails (001:184, 197)', () => {
    expect(texts(r, 'attaque', 2)).toEqual([
      'L’attaque vise la maison d’Hugo\u00a0: la milice fantôme la protège, elle échoue.',
    ]);
  });

  it('day 2: the Fennec bites Chloé, a lover: her first death is undone, in front of everyone (001:69, 81)', () => {
    expect(texts(r, 'retour', 2)).toEqual(['On croyait Chloé mort·e, mais un dernier baiser l’a ramené·e à la vie.']);
  });
});
