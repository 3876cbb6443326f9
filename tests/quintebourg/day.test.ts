/**
 * The day's order (000_a045abd3825f1297.txt:724-734) and what happens in it
 * beside the vote: the thermal cameras (000:521, 545-551), the charmed
 * report, the harassed player's move (000:417, 728), the pickpockets
 * (000:553-557), the richest citizen (000:563, 734); Sunday's fête (000:56).
 */
import { describe, expect, it } from 'vitest';
import { DAY_POSTS as POSTS, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

function table(posts: Record<string, string> = {}, over: Record<number, [string, string]> = {}, options = {}): Table {
  return new Table({ seats: seatsV(over), posts: { ...POSTS, ...posts }, options });
}

describe('the day’s order (000:724-734)', () => {
  it('charmed report, posts, health and succession, session, law, debate, vote, marriages, pickpocket, richest', () => {
    const t = table({ mirka: 'Bruno' }, { 6: ['cortex', 'sans-effet'], 7: ['minus', 'sans-effet'] });
    t.until('aube');
    const steps: string[] = [];
    const day = t.state.clock.day;
    for (let i = 0; i < 60 && t.state.clock.phase === 'day' && t.state.clock.day === day; i++) {
      const step = t.step!;
      if (steps.at(-1) !== step) steps.push(step);
      if (step === 'loi') t.play('loi', 'blanc-interdit');
      else if (step === 'senat') t.play('senat', true);
      else if (step === 'vote')
        t.play(
          'vote',
          Object.fromEntries(
            ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'].map((n) => [
              n,
              n === 'Ana' ? 'Bruno' : 'Ana',
            ]),
          ),
        );
      else {
        const p = t.call.prompt;
        if (p.kind === 'ack') t.play(step);
        else if (p.kind === 'yesno') t.play(step, false);
        else if (p.kind === 'players') t.play(step, p.candidates.slice(0, p.min));
        else if (p.kind === 'choice') t.play(step, p.options[0]!.value);
      }
    }
    expect(steps).toEqual([
      'aube',
      'camera-procureur',
      'charmes',
      'bilan',
      'candidatures',
      'session',
      'loi',
      'senat',
      'debat',
      'vote',
      'depouillement',
      'mariages',
      'pickpocket',
      'plus-riche',
    ]);
  });
});

describe('the morning (000:521, 545-551, 726-728)', () => {
  it('the Procureur without adjoint tells where his thermal camera was and how many were there (000:521)', () => {
    const t = table();
    t.until('camera-procureur');
    expect(t.wakes).toEqual([]);
    expect(t.options).toContain(t.opt('house', 'Bruno'));
    t.play('camera-procureur', t.opt('house', 'Bruno'));
    expect(t.publicTexts()).toContain(
      'Caméra du Procureur, maison de Bruno\u00a0: une personne au moment de l’attaque.',
    );
  });

  it('the adjoints: Armish on even days, Randy on odd days; the cameras are told at dawn; no camera for the Procureur (000:523, 545-551)', () => {
    const t = table({ armish: 'Bruno', randy: 'David', scrutateur: 'Ana' }, {}, { adjoints: true });
    t.until('aube').play('aube');
    expect(t.step).not.toBe('camera-procureur');
    t.until('camera-adjoint');
    expect(t.state.clock.day).toBe(1);
    expect(t.call.line).toBe(
      'L’adjoint Armish choisit la maison devant laquelle il place sa caméra thermique pour la nuit.',
    );
    t.play('camera-adjoint', 'Chloé');
    t.until('cameras-adjoints');
    expect(t.publicTexts()).toContain(
      'Caméra de l’adjoint, bunker de Chloé\u00a0: une personne au moment de l’attaque.',
    );
    t.play('cameras-adjoints');
    expect(t.events('camera')).toHaveLength(2);
    t.until('camera-adjoint');
    expect(t.state.clock.day).toBe(2);
    expect(t.call.line).toBe(
      'L’adjoint Randy choisit la maison devant laquelle il place sa caméra thermique pour la nuit.',
    );
  });

  it('adjoint posts nobody holds leave the Procureur his camera (000:521)', () => {
    const t = table({}, {}, { adjoints: true });
    expect(t.state.posts.randy).toBeNull();
    t.until('camera-procureur');
    expect(t.call.line).toBe('Procureur, où aviez-vous placé la caméra thermique cette nuit\u00a0?');
  });

  it('the charmed report with nobody charmed (000:726)', () => {
    const t = table({}, { 6: ['cortex', 'sans-effet'], 7: ['minus', 'sans-effet'] });
    t.until('charmes');
    expect(t.call.line).toBe('Bilan des charmés\u00a0: personne n’est charmé.');
    expect(t.wakes).toEqual([]);
  });

  it('the charmed report: how many are charmed, the new ones learn it (000:726)', () => {
    const t = table({}, { 6: ['cortex', 'sans-effet'], 7: ['minus', 'sans-effet'] });
    t.until('cortex')
      .play('cortex', `charme:${t.id('David')}`)
      .play('cortex-minus', ['Emma']);
    t.until('charmes');
    expect(t.call.line).toBe(
      'Bilan des charmés\u00a0: 1 personne est charmée. Je touche la tête des nouveaux charmés.',
    );
    expect(t.call.notes).toEqual(['Nouveaux charmés\u00a0: David.']);
    expect(t.wakes).toEqual([t.id('David')]);
  });

  it('the owner of a sculpture must move: he swaps seats with someone (000:417, 728)', () => {
    const t = table({}, { 0: ['reptilienne-alpha', 'artiste'] });
    t.until('artiste-sculpture').play('artiste-sculpture', ['David']);
    t.until('demenagement');
    expect(t.call.line).toBe(
      'Une sculpture encombre la maison de David\u00a0: avec qui échange-t-il ou elle sa place\u00a0?',
    );
    expect(t.refusal('demenagement', [])).toBe('Désignez exactement un joueur.');
    t.play('demenagement', ['Gaëlle']);
    expect(t.state.order.map((id) => t.name(id))).toEqual([
      'Ana',
      'Bruno',
      'Chloé',
      'Gaëlle',
      'Emma',
      'Farid',
      'David',
      'Hugo',
    ]);
    expect(t.publicTexts()).toContain('David déménage\u00a0: David et Gaëlle échangent leurs places.');
  });
});

describe('the end of the day (000:553-563, 733-734)', () => {
  it('Mirka steals a coin on even days, Mirko on odd days, at the end of the day (000:553-557)', () => {
    const t = table({ mirka: 'Bruno', mirko: 'David', scrutateur: 'Ana' });
    t.until('pickpocket');
    expect(t.call.line).toBe('Mirka, le pickpocket du jour, vole-t-il une pièce à quelqu’un\u00a0?');
    expect(t.wakes).toEqual([t.id('Bruno')]);
    t.play('pickpocket', 'Ana');
    expect([t.coins('Ana'), t.coins('Bruno')]).toEqual([2, 4]);
    t.until('pickpocket');
    expect(t.state.clock.day).toBe(2);
    expect(t.call.line).toBe('Mirko, le pickpocket du jour, vole-t-il une pièce à quelqu’un\u00a0?');
    t.play('pickpocket', 'Emma');
    expect(t.coins('David')).toBe(4);
    expect(t.invariants()).toEqual([]);
  });

  it('the strictly richest citizen is told and his house protected that night; a tie protects nobody (000:563, 734)', () => {
    const t = table({ mirka: 'Bruno' });
    t.until('pickpocket').play('pickpocket', 'Ana');
    expect(t.call.line).toBe(
      'Bruno est le citoyen le plus riche\u00a0: sa maison est protégée des attaques cette nuit.',
    );
    t.play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Bruno'));
    const u = table();
    u.until('plus-riche');
    expect(u.call.line).toBe(
      'Personne n’est strictement plus riche que tous les autres\u00a0: aucune maison n’est protégée.',
    );
  });
});

describe('Sunday, the fête (000:56)', () => {
  it('has no session: Saturday’s law is over, its executed wait for the Bourreau’s row A', () => {
    const t = table();
    t.until('session').play('session', 'normale').until('session').play('session', 'normale').until('session');
    expect(t.state.clock.day).toBe(3);
    t.play('session', 'normale').play('loi', 'blanc-interdit').play('senat', true);
    t.until('vote').play(
      'vote',
      Object.fromEntries(
        ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'].map((n) => [
          n,
          n === 'Ana' ? 'Bruno' : 'Ana',
        ]),
      ),
    );
    t.until('fete');
    expect(t.state.clock.day).toBe(4);
    expect(t.rs.day.law).toBeNull();
    expect(t.rs.day.executed).toEqual([t.id('Ana')]);
  });
});
