/**
 * The Quinte-bourg scenario files (docs/scenarios/quintebourg-*.json), one per
 * mode, played as `npx tsx src/cli/main.ts play FILE` plays them: each runs
 * to its last answer with no refusal, and the key moments of its nights and
 * days are those of the book (000_a045abd3825f1297.txt, cited 000:LINE).
 */
import { describe, expect, it } from 'vitest';
import { playScenario, type PlayReport } from '../../src/cli/play';
import { parseScenario } from '../../src/cli/scenario';
import { apply, createGame, publicView, type AnyRuleset, type GameState } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { coinsOf } from '../../src/rulesets/quintebourg/coins';
import type { QState } from '../../src/rulesets/quintebourg/types';
import { checkedScenario } from '../support/scenario-check';

const load = (id: string): AnyRuleset => {
  if (id !== 'quintebourg') throw new Error(`Règles inconnues : « ${id} ».`);
  return quintebourg;
};

function play(mode: 'V' | 'M' | 'E'): { report: PlayReport; state: GameState<QState> } {
  // Checked against the ruleset first: a misspelt step or a wrong answer shape is named with its file and number.
  const text = checkedScenario(`docs/scenarios/quintebourg-${mode}.json`, load);
  const report = playScenario(text, load);
  // The same answers through the engine, for what the report does not print (coins, the public board).
  const { setup, answers } = parseScenario(text);
  const created = createGame<QState>(quintebourg, setup);
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  for (const a of answers) {
    const r = apply<QState>(quintebourg, state, a);
    if (r.kind !== 'accepted') break;
    state = r.state;
  }
  return { report, state };
}

const texts = (r: PlayReport, type: string, day?: number) =>
  r.events.filter((e) => e.type === type && (day === undefined || e.day === day)).map((e) => e.text);
const health = (r: PlayReport, name: string) => r.players.find((p) => p.name === name)!.health;
const coins = (s: GameState<QState>, name: string) =>
  coinsOf(
    s,
    s.order.find((id) => s.players[id]!.name === name)!,
  );

describe('quintebourg-V.json (mode Villageois, jeudi → vendredi)', () => {
  const { report: r, state: s } = play('V');

  it('keeps the ruleset’s invariants (health moves along allowed steps, coins conserved, nobody harms a Q before a return)', () => {
    expect(quintebourg.invariants!(s)).toEqual([]);
  });

  it('plays to its last answer without a refusal, and the game ends there', () => {
    expect(r.ok).toBe(true);
    expect(r.error).toBeUndefined();
    expect(r.next).toBeNull();
  });

  it('night 1: two Reptiliens outnumber Hugo (table 1, 000:305, 701); le coriace drops one step only (000:411); Hugo’s riposte sends Bruno to Q (table 2, 000:706)', () => {
    expect(texts(r, 'attaque', 1)).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno et Hugo. 2 attaquants (Ana et Bruno) contre 1 en face (Hugo)\u00a0: les attaquants sont en surnombre.',
      'Hugo est touché·e\u00a0: le dé donne 5, soit Quasi-mort\u00a0; Hugo passe d’Indemne à Blessé.',
      'Hugo se défend\u00a0: Bruno est touché·e, le dé donne 8, soit Quasi-mort\u00a0; Bruno passe d’Indemne à Quasi-mort.',
    ]);
  });

  it('night 1: Farid in heavy sleep (000:401) misses the lovers’ meeting (000:233); the Curieux turns his neighbour’s card (000:387)', () => {
    expect(texts(r, 'sommeil', 1)).toEqual([
      'Farid dort d’un sommeil lourd cette nuit\u00a0: plus aucune action jusqu’au matin.',
    ]);
    expect(texts(r, 'amoureux', 1)).toEqual(['Emma\u00a0: Farid n’est pas venu·e cette nuit.']);
    expect(texts(r, 'curieux', 1)).toEqual(['Curieux retourne la carte de parti de Chloé\u00a0: Médecin.']);
  });

  it('day 1: a Q is announced dead (000:78), the law of the day forbids blank votes (000:653), Emma is executed (→ Q, 000:495)', () => {
    expect(texts(r, 'announce', 1)).toEqual(['Bruno est mort·e.', 'Hugo est blessé·e.', 'Emma est exécuté·e.']);
    expect(texts(r, 'loi', 1)).toEqual(['Loi du jour\u00a0: Le vote blanc est interdit.']);
    expect(texts(r, 'vote', 1)).toEqual(['Votes\u00a0: Emma (8), Jules (1).']);
  });

  it('night 2: her lover follows her to Q (000:239); the médecin heals Hugo (000:95); the haters fight (table 3, 000:459)', () => {
    expect(
      r.events.filter((e) => e.type === 'health' && e.day === 2 && e.phase === 'night').map((e) => e.text),
    ).toEqual([
      'Hugo passe de Blessé à Indemne (le médecin le soigne).',
      'Farid passe d’Indemne à Quasi-mort (suit son amoureux).',
      'Inès passe d’Indemne à Blessé (combat de haineux).',
      'Jules passe d’Indemne à Quasi-mort (attaque).',
    ]);
  });

  it('day 2: the village executes the alpha; no Reptilien stands, the game stops (000:159-164) and the Idéalistes (> 42 %, 000:255) and the villagers win', () => {
    expect(health(r, 'Ana')).toBe('Q');
    expect(r.winner?.camps).toEqual(['idealistes', 'villageois']);
    expect(r.winner?.winners).toEqual(['Chloé', 'David', 'Gaëlle', 'Hugo', 'Inès', 'Jules']);
    expect(r.winner?.reason).toContain('5 personnages sur 10 sont indemnes ou blessés');
    // The end makes every card public (the board names Ana's).
    expect(publicView(quintebourg, s).players.find((p) => p.name === 'Ana')!.roleName).toBe('Reptilienne alpha');
  });

  it('the Notaire hands the fallen’s coins to Ana (000:561): she ends the richest', () => {
    expect(texts(r, 'heritage', 2).filter((t) => t.startsWith('Le Notaire'))).toEqual([
      'Le Notaire lègue les biens d’Emma à Ana.',
      'Le Notaire lègue les biens de Farid à Ana.',
      'Le Notaire lègue les biens de Jules à Ana.',
    ]);
    expect(texts(r, 'riche', 1)).toEqual(['Le plus riche citoyen est Ana.']);
  });
});

describe('quintebourg-M.json (mode Mathématiciens, jeudi → dimanche)', () => {
  const { report: r, state: s } = play('M');

  it('keeps the ruleset’s invariants (health moves along allowed steps, coins conserved, nobody harms a Q before a return)', () => {
    expect(quintebourg.invariants!(s)).toEqual([]);
  });

  it('plays to its last answer without a refusal, up to Sunday’s health report', () => {
    expect(r.ok).toBe(true);
    expect(r.winner).toBeNull();
    expect(r.next?.step).toBe('bilan');
    expect(s.clock.day).toBe(4);
  });

  it('night 1: the Parrain picks his sbire (000:443); the Algébristes attack Farid two against one (000:571, table 1)', () => {
    expect(texts(r, 'sbires', 1)).toEqual(['Farid a pour sbires Jules.']);
    expect(texts(r, 'cible', 1)).toEqual(['Les Algébristes visent la maison de Farid.']);
    expect(texts(r, 'attaque', 1)[0]).toContain('les attaquants sont en surnombre');
    expect(texts(r, 'attaque', 1)[2]).toBe(
      'Farid se défend\u00a0: Bruno est touché·e, le dé donne 4, soit Coma\u00a0; Bruno passe d’Indemne à Coma.',
    );
  });

  it('day 1: the artist’s sculpture makes David move (000:417); a marriage with the odious priest’s free blessing (000:537-541, 628-630)', () => {
    expect(texts(r, 'demenagement', 1)).toEqual(['David déménage\u00a0: David et Emma échangent leurs places.']);
    expect(texts(r, 'mariage', 1)).toEqual(['Emma et Inès se marient et vivent chez Emma.']);
    expect(publicView(quintebourg, s).blocks).toContainEqual({
      kind: 'holders',
      title: 'Couples mariés',
      rows: [
        {
          players: [
            s.order.find((id) => s.players[id]!.name === 'Emma'),
            s.order.find((id) => s.players[id]!.name === 'Inès'),
          ],
        },
      ],
    });
  });

  it('day 2: under « not against one’s neighbours » (000:663) Jules is executed', () => {
    expect(texts(r, 'loi', 2)).toEqual([
      'Loi du jour\u00a0: Personne ne peut voter contre ses deux voisins (parmi les indemnes, les blessés et ceux dans le coma).',
    ]);
    expect(texts(r, 'vote', 2)).toEqual(['Votes\u00a0: Jules (4), David (1), Gaëlle (1), Emma (1).']);
    expect(health(r, 'Jules')).toBe('Q');
  });

  it('night 3: Skadi joins Ana’s camp (000:339-345); the Géomètres cannot attack while their leader is Q (000:581)', () => {
    expect(texts(r, 'skadi', 3)).toEqual(['Skadi rejoint le camp Algébristes (celui d’Ana).']);
    expect(r.players.find((p) => p.name === 'Inès')!.camp).toBe('algebristes');
    expect(texts(r, 'inert', 3)).toContain(
      'Les Géomètres\u00a0: appel sans effet (leur leader (Chloé) est indisponible\u00a0: pas d’attaque).',
    );
  });

  it('Sunday is the fête (000:56): the board shows it, with the married couple', () => {
    const view = publicView(quintebourg, s);
    expect(view.weekday).toBe('dimanche');
    expect(view.blocks.map((x) => x.kind)).toEqual(['banner', 'holders']);
  });
});

describe('quintebourg-E.json (mode Étranges, jeudi → dimanche)', () => {
  const { report: r, state: s } = play('E');

  it('keeps the ruleset’s invariants (health moves along allowed steps, coins conserved, nobody harms a Q before a return)', () => {
    expect(quintebourg.invariants!(s)).toEqual([]);
  });

  it('plays to its last answer without a refusal, up to Sunday’s health report', () => {
    expect(r.ok).toBe(true);
    expect(r.winner).toBeNull();
    expect(r.next?.step).toBe('bilan');
  });

  it('night 1: Cortex charms Emma, Minus steals a coin from Farid (000:278-282)', () => {
    expect(texts(r, 'mc', 1)).toEqual(['Emma est charmé·e.']);
    expect(texts(r, 'pieces', 1)).toEqual(['Farid donne 1 pièce à Léa (vol de Minus).']);
    expect(texts(r, 'charme', 1)).toEqual(['Emma est charmé·e.']);
  });

  it('night 1: the Algébristes hold their colloque (000:221); Laura squats Gaëlle’s house (000:405-407) and counts in the defence: no outnumbering (table 2)', () => {
    expect(texts(r, 'colloque', 1)).toEqual(['Colloque des Algébristes chez Chloé.']);
    expect(texts(r, 'attaque', 1)).toEqual([
      'Dans la maison de Gaëlle\u00a0: Ana, Bruno, Gaëlle et Karim. 2 attaquants (Ana et Bruno) contre 2 en face (Gaëlle et Karim)\u00a0: les attaquants ne sont pas en surnombre.',
      'Gaëlle est touché·e\u00a0: le dé donne 2, soit Coma\u00a0; Gaëlle passe d’Indemne à Coma.',
    ]);
  });

  it('night 2: the médecin heals Gaëlle (C → B, 000:95); alone in her room, the attack still costs her a step (000:612, 622)', () => {
    expect(texts(r, 'attaque', 2)[1]).toBe(
      'Gaëlle est touché·e\u00a0: le dé donne 2, soit Coma (patient seul\u00a0: au moins un cran perdu)\u00a0; Gaëlle passe de Blessé à Coma.',
    );
    expect(health(r, 'Gaëlle')).toBe('C');
  });

  it('night 2: Sesiano raises Bruno from Q (000:99, 266); the first return lifts the ban on harming a Q (000:104)', () => {
    expect(texts(r, 'miracle', 2)).toEqual(['Sesiano tente de relever Bruno\u00a0: il ou elle revient, Indemne.']);
    expect(texts(r, 'retour', 2)).toHaveLength(1);
    expect(texts(r, 'announce', 2)).toContain('Bruno est indemne\u00a0: revenu·e d’entre les morts.');
    expect(health(r, 'Bruno')).toBe('I');
  });

  it('day 2: a paying vote, each ballot a coin to the Scrutateur (000:681)', () => {
    expect(texts(r, 'pieces', 2)).toHaveLength(10);
    expect(texts(r, 'pieces', 2).every((t) => / donne 1 pièce à Farid \(vote payant\)\.$/.test(t))).toBe(true);
    expect(texts(r, 'riche', 2)).toEqual(['Le plus riche citoyen est Farid.']);
    expect(coins(s, 'Farid')).toBeGreaterThan(10);
  });
});
