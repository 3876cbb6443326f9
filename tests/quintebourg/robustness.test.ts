/**
 * Robustness against powers invoked at any moment (000_a045abd3825f1297.txt:168):
 * a kill, a gift or a recruitment may come between two taps of a call made of
 * several taps. The follow-up tap whose premise vanished is then read as
 * without effect with a French reason, or offers only legal answers; it never
 * leaves the MJ without an answer, records no act of a struck player, and
 * breaks no invariant.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { actions } from '../../src/rulesets/quintebourg/actions';
import { hurt, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

type Seats = [string, string][];

const POSTS = { notaire: 'Hugo', president: 'Farid', senateur: 'Gaëlle', procureur: 'Emma' };

/** Mode V: David is the Parrain (Emma his Bras droit unless told otherwise), Gaëlle the Fennec, Hugo Seth. */
function seats(over: Record<number, [string, string]> = {}): Seats {
  const out: Seats = seatsV({
    3: ['villageois', 'parrain'],
    4: ['villageois', 'bras-droit'],
    6: ['fennec', 'sans-effet'],
    7: ['seth', 'sans-effet'],
  });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

/** Night 1: the Parrain takes Farid as sbire (and the Bras droit nobody). */
function table(
  over: Record<number, [string, string]> = {},
  options: Record<string, string | number | boolean> = {},
  posts: Record<string, string> = {},
): Table {
  const t = new Table({ seats: seats(over), posts: { ...POSTS, ...posts }, options });
  t.until('sbires').play('sbires', [t.id('Farid')]);
  if (t.step === 'sbires') {
    if (t.call.inert) t.pass('sbires');
    else t.play('sbires', []);
  }
  return t;
}

/** To the Parrain's call of night 2, a Friday (row O, 000:767). */
function parrainNight(t: Table): Table {
  t.until('reptiliens').play('reptiliens', 'aucune').until('parrain');
  expect(t.state.clock.day).toBe(2);
  return t;
}

const eliminate = (t: Table, boss: string, sbire: string) => t.invoke('elimination', `${t.id(boss)}>${t.id(sbire)}`);

describe('a gift whose premise vanished between the taps (000:561, 126)', () => {
  it('the donor struck down before naming the beneficiary gives nothing', () => {
    const t = table();
    t.until('aube');
    t.invoke('don', [t.id('Farid')]);
    eliminate(t, 'David', 'Farid');
    expect(t.health('Farid')).toBe('Q');
    expect(t.step).toBe('don-a');
    expect(t.call.inert).toBe('Farid n’est plus debout (Quasi-mort) et ne donne plus rien');
    t.pass('don-a');
    expect(t.texts('inert').at(-1)).toBe(
      'Don\u00a0: à qui\u00a0: appel sans effet (Farid n’est plus debout (Quasi-mort) et ne donne plus rien).',
    );
    expect(t.step).toBe('aube');
    expect(t.texts('don')).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });

  it('a donor who gave his last coins in a second gift between the taps gives no more', () => {
    const t = table();
    t.until('aube');
    t.invoke('don', [t.id('David')]).play('don-a', [t.id('Hugo')]);
    // Before the amount, David makes a second gift of all his coins.
    t.invoke('don', [t.id('David')])
      .play('don-a', [t.id('Emma')])
      .play('don-montant', 3);
    expect([t.coins('David'), t.coins('Emma'), t.coins('Hugo')]).toEqual([0, 6, 3]);
    expect(t.step).toBe('don-montant');
    expect(t.call.inert).toBe('David n’a plus de pièces');
    t.pass('don-montant');
    expect(t.coins('Hugo')).toBe(3);
    expect(t.invariants()).toEqual([]);
  });

  it('a beneficiary fallen Q in secret still looks alive: the gift goes ahead and the coins wait for the Notaire (000:78, 126)', () => {
    const t = table();
    t.until('aube');
    t.invoke('don', [t.id('Hugo')]).play('don-a', [t.id('Farid')]);
    eliminate(t, 'David', 'Farid');
    const waiting = t.rs.coins.estates[t.id('Farid')] ?? 0;
    // Refusing would tell Hugo of a fall the table has not been told.
    expect(t.call.inert).toBeNull();
    t.play('don-montant', 2);
    expect([t.coins('Hugo'), t.coins('Farid')]).toEqual([1, 0]);
    expect(t.rs.coins.estates[t.id('Farid')]).toBe(waiting + 2);
    expect(t.invariants()).toEqual([]);
  });
});

describe('the mafia’s choice when the boss falls before its second tap (000:447, 600)', () => {
  it('a Parrain bitten after choosing to corrupt names nobody: the call is without effect', () => {
    const t = parrainNight(table());
    t.play('parrain', 'corrompre');
    t.invoke('fennec', [t.id('David')]);
    expect(t.step).toBe('corruption');
    expect(t.call.inert).toBe('David est quasi-mort·e\u00a0: son choix tombe');
    t.pass('corruption');
    expect(t.rs.corruptions).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });

  it('a Parrain bitten between the corrupted voter and his target corrupts nobody, and is not recorded as acting', () => {
    const t = parrainNight(table());
    t.play('parrain', 'corrompre').play('corruption', [t.id('Hugo')]);
    t.invoke('fennec', [t.id('David')]);
    expect(t.step).toBe('corruption-cible');
    expect(t.call.inert).toBe('David est quasi-mort·e\u00a0: son choix tombe');
    t.pass('corruption-cible');
    expect(t.rs.corruptions).toEqual([]);
    expect(t.texts('corruption')).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });

  it('a guard with no free sbire left (the boss eliminated the last one in between) is without effect', () => {
    const t = parrainNight(table({ 4: ['villageois', 'sans-effet'] }));
    expect(t.options).toEqual(['rien', 'corrompre', 'faction']);
    t.play('parrain', 'faction');
    eliminate(t, 'David', 'Farid');
    expect(t.step).toBe('faction');
    expect(t.call.inert).toBe('plus aucun sbire libre');
    t.pass('faction');
    expect(t.rs.night.guards).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });

  it('a Parrain bitten after choosing a guard posts nobody', () => {
    const t = parrainNight(table());
    t.play('parrain', 'faction');
    t.invoke('fennec', [t.id('David')]);
    expect(t.call.inert).toBe('David est quasi-mort·e\u00a0: son choix tombe');
    t.pass('faction');
    expect(t.rs.night.guards).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });
});

describe('a marriage request whose premise vanished between the taps (000:628, 537)', () => {
  /** Ana asks David, who accepts; a priest is in play. */
  function ask(t: Table): Table {
    return t
      .until('mariages')
      .play('mariages', [t.id('Ana')])
      .play('mariage-partenaire', [t.id('David')])
      .play('mariage-accord', true);
  }

  it('the priest struck down before his fee: the couple needs two witnesses instead (000:628)', () => {
    const t = table({}, {}, { 'pretre-cupide': 'Farid', president: 'Ana' });
    ask(t);
    expect(t.step).toBe('mariage-tarif');
    eliminate(t, 'David', 'Farid');
    expect(t.call.line).toBe(
      'Farid, le prêtre, ne peut plus célébrer (Quasi-mort)\u00a0: il faut deux témoins à la place.',
    );
    expect(t.call.prompt).toEqual({ kind: 'ack' });
    expect(t.wakes).toEqual([]);
    t.play('mariage-tarif');
    expect(t.step).toBe('mariage-temoins');
    t.play('mariage-temoins', [t.id('Bruno'), t.id('Chloé')]).play('mariage-maison', t.id('David'));
    expect(t.publicTexts()).toContain('Ana et David se marient et vivent chez David.');
    expect(t.invariants()).toEqual([]);
  });

  it('the priest struck down after setting his fee: nothing is paid, two witnesses instead', () => {
    const t = table({}, {}, { 'pretre-cupide': 'Farid', president: 'Ana' });
    ask(t).play('mariage-tarif', '2');
    eliminate(t, 'David', 'Farid');
    expect(t.step).toBe('mariage-paiement');
    t.play('mariage-paiement');
    expect(t.coins('Ana')).toBe(3);
    expect(t.step).toBe('mariage-temoins');
    expect(t.invariants()).toEqual([]);
  });

  it('the partner struck down before the priest answers: the request falls, the next one is asked for', () => {
    const t = table({}, {}, { 'pretre-cupide': 'Bruno' });
    ask(t);
    t.invoke('fennec', [t.id('David')]);
    expect(t.call.line).toBe('David n’est plus debout (Quasi-mort)\u00a0: la demande en mariage tombe.');
    t.play('mariage-tarif');
    expect(t.texts('mariage').at(-1)).toBe(
      'Demande en mariage d’Ana et David sans suite\u00a0: David n’est plus debout (Quasi-mort).',
    );
    expect(t.step).toBe('mariages');
    expect(t.rs.spouses).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });
});

describe('a tie the Président can no longer break (000:509)', () => {
  it('the Président struck down before deciding: nobody is executed, as with no Président', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno', Bruno: 'Ana' }));
    t.until('egalite');
    expect([...t.candidates].sort()).toEqual(['Ana', 'Bruno']);
    eliminate(t, 'David', 'Farid');
    expect(t.call.line).toBe('Égalité, mais le Président ne peut plus trancher\u00a0: pas d’exécution.');
    t.play('egalite');
    expect(t.texts('vote').at(-1)).toBe('Le Président ne peut plus trancher l’égalité\u00a0: pas d’exécution.');
    expect(t.rs.day.executed).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });

  it('a tied player struck down before the decision is still offered: the table believes him alive (000:78)', () => {
    const t = table(
      { 0: ['reptilienne-alpha', 'parrain'], 3: ['villageois', 'sans-effet'] },
      {},
      { president: 'David' },
    );
    t.until('vote').play('vote', t.ballots({ Ana: 'Farid', Bruno: 'Hugo' }));
    t.until('egalite');
    // Ana is the Parrain here, Farid her sbire (chosen on night 1).
    eliminate(t, 'Ana', 'Farid');
    expect([...t.candidates].sort()).toEqual(['Farid', 'Hugo']);
    t.play('egalite', [t.id('Farid')]);
    expect(t.health('Farid')).toBe('Q');
    expect(t.health('Hugo')).toBe('I');
    expect(t.invariants()).toEqual([]);
  });
});

describe('the Procureur’s investigation (000:523)', () => {
  it('is not offered when no one else holds a post', () => {
    const t = table({}, { adjoints: true }, { armish: 'Bruno' });
    t.until('session');
    expect(actions.enquete!.available(t.state as never)).toBe(true);
    const alone = produce(t.state, (s) => {
      for (const p of Object.keys(s.posts)) if (p !== 'procureur') s.posts[p] = null;
    });
    expect(actions.enquete!.available(alone as never)).toBe(false);
  });
});

describe('the assassin’s shot (000:433-437)', () => {
  it('is not offered when nobody is left to aim at', () => {
    const t = table({ 5: ['villageois', 'assassin'] });
    t.until('aube');
    expect(actions.assassinat!.available(t.state as never)).toBe(true);
    const alone = produce(t.state, (s) => {
      for (const id of s.order) if (id !== t.id('Farid')) s.players[id]!.health = 'M';
    });
    expect(actions.assassinat!.available(alone as never)).toBe(false);
  });
});

describe('a night tap in two steps whose holder falls in between (000:168, 697)', () => {
  it('a carer bitten after choosing the poison poisons nobody (000:383)', () => {
    const t = table({ 4: ['villageois', 'chirurgien'] });
    hurt(t, 'Bruno', 'B');
    t.until('chirurgien').play('chirurgien', 'poison');
    t.invoke('fennec', [t.id('Emma')]);
    expect(t.step).toBe('soin');
    expect(t.call.inert).toBe('Emma est quasi-mort·e');
    t.pass('soin');
    expect(t.health('Bruno')).toBe('B');
    expect(t.invariants()).toEqual([]);
  });

  it('a poison whose last patient fell Q in between has nobody left to aim at (000:383)', () => {
    const t = table({ 4: ['villageois', 'chirurgien'] });
    hurt(t, 'Farid', 'B');
    t.until('chirurgien').play('chirurgien', 'poison');
    eliminate(t, 'David', 'Farid');
    expect(t.call.inert).toBe('plus aucun patient à viser');
    t.pass('soin');
    expect(t.invariants()).toEqual([]);
  });

  it('a Tricheur bitten after choosing the larcin or the trucage does neither (000:391)', () => {
    for (const what of ['larcin', 'trucage'] as const) {
      const t = table({ 4: ['villageois', 'tricheur'] });
      t.until('tricheur').play('tricheur', what);
      t.invoke('fennec', [t.id('Emma')]);
      expect(t.step).toBe(what);
      expect(t.call.inert).toBe('Emma est quasi-mort·e');
      t.pass(what);
      expect(t.rs.trucage ?? null).toBe(null);
      expect(t.invariants()).toEqual([]);
    }
  });

  it('a thief struck down before handing on his loot has nothing left to give (000:393, 126)', () => {
    const t = table({ 4: ['villageois', 'tricheur'] });
    t.until('tricheur').play('tricheur', 'larcin').play('larcin', t.opt('house', 'Hugo'));
    t.until('larcin-don');
    expect(t.coins('Emma')).toBe(5);
    t.play('larcin-don', [t.id('Ana')]);
    t.invoke('fennec', [t.id('Emma')]);
    expect(t.step).toBe('larcin-montant');
    expect(t.call.inert).toBe('le voleur n’a plus rien du butin');
    t.pass('larcin-montant');
    expect(t.coins('Ana')).toBe(3);
    expect(t.invariants()).toEqual([]);
  });

  it('a scientist bitten after choosing his invention learns nothing (000:367)', () => {
    const t = table({ 4: ['villageois', 'geek'] });
    t.until('geek').play('geek', 'stalkeur');
    t.invoke('fennec', [t.id('Emma')]);
    expect(t.step).toBe('invention');
    expect(t.call.inert).toBe('Emma est quasi-mort·e');
    t.pass('invention');
    expect(t.texts('stalkeur')).toEqual([]);
    expect(t.invariants()).toEqual([]);
  });

  it('Éris with fewer than two people awake to pair makes no hatred (000:422)', () => {
    const t = table({ 4: ['villageois', 'eris'] });
    t.until('eris-haine');
    expect(t.call.inert).toBe(null);
    for (const who of ['Ana', 'Bruno', 'Chloé', 'David', 'Farid', 'Gaëlle', 'Hugo']) hurt(t, who, 'Q');
    expect(t.call.inert).toBe('moins de deux personnes éveillées à désigner');
    t.pass('eris-haine');
    expect(t.rs.hated).toBe(null);
  });

  it('the dead choose a charm’s carrier, but nobody is left awake to carry it (000:645)', () => {
    const t = table();
    hurt(t, 'Farid', 'Q');
    t.until('morts').play('morts', 'malheur');
    expect(t.step).toBe('morts-porte');
    for (const who of ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Gaëlle', 'Hugo']) hurt(t, who, 'Q');
    expect(t.call.inert).toBe('plus personne d’éveillé pour le porter');
  });
});

describe('the morning’s posts and estates when a power struck in between (000:501, 529)', () => {
  it('an estate with nobody left to inherit waits (000:126, 501)', () => {
    const t = table();
    hurt(t, 'Farid', 'Q');
    t.until('heritage');
    expect(t.candidates).not.toContain('Hugo');
    for (const who of ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Gaëlle']) hurt(t, who, 'Q');
    expect(t.call.inert).toBe('personne pour hériter\u00a0: les pièces attendent');
    t.pass('heritage');
    expect(t.rs.coins.estates[t.id('Farid')]).toBe(3);
  });

  it('a candidate struck down before the Scrutateur decides is no longer one (000:529)', () => {
    const t = table({}, {}, { president: 'Ana' });
    t.until('candidatures');
    expect((t.state.agenda[0]!.args as { post: string }).post).toBe('chef');
    t.play('candidatures', [t.id('Farid'), t.id('Bruno')]);
    expect(t.step).toBe('arbitrage');
    eliminate(t, 'David', 'Farid');
    expect(t.candidates).toEqual(['Bruno']);
    expect(t.rejection('arbitrage', [t.id('Farid')])).toMatchObject({ kind: 'refused', rule: '000:529' });
    t.play('arbitrage', [t.id('Bruno')]);
    expect(t.state.posts.chef).toBe(t.id('Bruno'));
    expect(t.invariants()).toEqual([]);
  });
});
