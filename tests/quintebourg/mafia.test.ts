/**
 * The mafia (000_a045abd3825f1297.txt:441-449, 593-604): sbires chosen on the
 * first night, the Bras droit counted among the Parrain's sbires, sbires on
 * guard, corruption by post, a boss killing or haunting a sbire.
 */
import { describe, expect, it } from 'vitest';
import { actions } from '../../src/rulesets/quintebourg/actions';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

type Seats = [string, string][];

/** Mode V: David is the Parrain, Emma the Bras droit. */
function seats(over: Record<number, [string, string]> = {}): Seats {
  const out: Seats = seatsV({ 3: ['villageois', 'parrain'], 4: ['villageois', 'bras-droit'] });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

/** Night 1: the Parrain takes `parrain` as sbire, the Bras droit `bras` (or nobody). */
function mafia(
  parrain: string | null,
  bras: string | null = null,
  over: Record<number, [string, string]> = {},
  alibis: Record<string, string> = {},
): Table {
  const t = new Table({ seats: seats(over), posts: POSTS, alibis });
  t.until('sbires').play('sbires', parrain ? [t.id(parrain)] : []);
  t.until('sbires').play('sbires', bras ? [t.id(bras)] : []);
  return t;
}

/** Up to the Reptiliens' call of night 2, a Friday: the Parrain's night (row O, 000:767); nobody attacked on night 1. */
function night2(t: Table): Table {
  t.until('reptiliens').play('reptiliens', 'aucune').until('reptiliens');
  expect(t.state.clock.day).toBe(2);
  return t;
}

describe('sbires (000:443, 449, 598)', () => {
  it('the médecin cannot be a sbire', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('sbires');
    expect(t.candidates).not.toContain('Chloé');
    expect(t.refusal('sbires', [t.id('Chloé')])).toBe('Chloé est le médecin\u00a0: il ne peut être désigné sbire.');
  });

  it('the sbires learn whom they obey; the Bras droit counts as one of the Parrain’s sbires', () => {
    const t = mafia('Farid', 'Gaëlle');
    expect(t.texts('sbires')).toEqual([
      'David a pour sbires Emma et Farid (dont Emma, son Bras droit).',
      'Emma a pour sbires Gaëlle.',
    ]);
    // Night 2 is a Friday: the Parrain's night (row O, 000:767).
    t.until('parrain');
    expect(t.call.notes).toEqual(['Sbires disponibles\u00a0: Emma, Farid.']);
    const options = (
      actions.elimination!.prompt(t.state as never) as { options: { value: string; label: string }[] }
    ).options.map((o) => o.label);
    expect(options).toEqual(['David élimine Emma', 'David élimine Farid', 'Emma élimine Gaëlle']);
  });

  it('a boss kills one of his sbires at any moment (→ Q); never from a coma, nor in a heavy sleep (000:443, 595, 401)', () => {
    const t = mafia('Farid', null, { 5: ['villageois', 'marchand-de-sable'], 6: ['villageois', 'sans-effet'] });
    t.until('aube');
    t.invoke('elimination', `${t.id('David')}>${t.id('Emma')}`);
    expect(t.health('Emma')).toBe('Q');
    expect(t.events('health').at(-1)!.data).toMatchObject({ player: t.id('Emma'), from: 'I', to: 'Q', cause: 'sbire' });
    // Night 2: the Marchand de sable (Farid) puts David to sleep; asleep, David cannot act.
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('David')]);
    expect(actions.elimination!.available(t.state as never)).toBe(false);
    expect(t.invariants()).toEqual([]);
  });

  it('a boss in a coma cannot; a Q boss haunts his sbire to suicide (→ Q)', () => {
    const t = mafia('Farid');
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(3).play('dodo');
    expect(t.health('David')).toBe('C');
    t.until('aube');
    expect(actions.elimination!.available(t.state as never)).toBe(false);
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').rolls(8).play('dodo');
    expect(t.health('David')).toBe('Q');
    t.until('aube');
    t.invoke('elimination', `${t.id('David')}>${t.id('Farid')}`);
    expect(t.health('Farid')).toBe('Q');
    expect(t.events('health').at(-1)!.data).toMatchObject({ player: t.id('Farid'), to: 'Q', cause: 'hantise' });
    expect(t.invariants()).toEqual([]);
  });
});

describe('recruiting (000:443, 598)', () => {
  it('with the MJ’s leave, a boss recruits a new sbire, never the médecin nor a sbire already taken; both are told', () => {
    const t = mafia('Farid');
    t.until('aube');
    const labels = (actions.recrutement!.prompt(t.state as never) as { options: { label: string }[] }).options.map(
      (o) => o.label,
    );
    expect(labels.some((l) => l.includes('Chloé') || l.includes('Farid'))).toBe(false);
    expect(labels).toContain('David recrute Hugo');
    t.invoke('recrutement', `${t.id('David')}>${t.id('Hugo')}`);
    expect(t.texts('sbires').at(-1)).toBe('Hugo devient sbire de David.');
    expect(t.events('sbires').at(-1)!.vis).toEqual({ to: 'players', ids: [t.id('David'), t.id('Hugo')] });
    t.until('parrain');
    expect(t.call.notes).toEqual(['Sbires disponibles\u00a0: Emma, Farid, Hugo.']);
  });
});

describe('a sbire on guard (000:447, 577, 585, 597)', () => {
  it('refuses a sbire the boss does not have', () => {
    const t = night2(mafia('Farid'));
    t.until('parrain').play('parrain', 'faction');
    expect(t.refusal('faction', `${t.id('Hugo')}@${t.id('Gaëlle')}`)).toBe('Choisissez une des options proposées.');
  });

  it('guards the house the Parrain chose: first target, he strikes back', () => {
    const t = night2(mafia('Farid'));
    t.play('reptiliens', t.opt('house', 'Hugo'));
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('Farid')}@${t.id('Hugo')}`);
    expect(t.texts('faction')).toEqual(['Farid monte la garde chez Hugo cette nuit.']);
    t.until('dodo');
    expect(t.call.notes).toContain(
      'La maison d’Hugo\u00a0: Ana (attaque), Bruno (attaque), Farid (faction de sbire), Hugo (dort chez soi)',
    );
    t.rolls(3, 2, 9).play('dodo');
    expect(t.call.notes.slice(1)).toEqual([
      'Farid est touché·e\u00a0: le dé donne 3, soit Coma\u00a0; Farid passe d’Indemne à Coma.',
      'Farid se défend\u00a0: Bruno est touché·e, le dé donne 9, soit Quasi-mort\u00a0; Bruno passe d’Indemne à Quasi-mort.',
    ]);
  });

  it('a B sbire leaves the hospital to stand guard (000:76, 447)', () => {
    const t = mafia('Farid');
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Farid'));
    t.until('dodo').rolls(1).play('dodo');
    expect(t.health('Farid')).toBe('B');
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('Farid')}@${t.id('Gaëlle')}`);
    t.until('dodo');
    expect(t.rs.night.long![t.id('Farid')]).toBe('faction');
    expect(t.rs.night.map![t.id('Farid')]).toEqual({ kind: 'house', owner: t.id('Gaëlle') });
  });

  it('a sleeping sbire, or one who spent the night with his lover, cannot be sent', () => {
    const t = night2(
      mafia(
        'Farid',
        null,
        { 5: ['amoureux', 'sans-effet'], 7: ['amoureux', 'marchand-de-sable'] },
        { Farid: 'villageois', Hugo: 'villageois' },
      ),
    );
    t.until('amoureux-lieu').play('amoureux-lieu', t.id('Farid'));
    t.until('parrain');
    expect(t.call.notes).toEqual(['Sbires disponibles\u00a0: Emma.']);
    expect(t.options).toEqual(['rien', 'corrompre', 'faction']);
  });

  it('a Reptilien sbire fights with the attackers where he stands guard (000:589, 597)', () => {
    const t = night2(mafia('Bruno'));
    t.play('reptiliens', t.opt('house', 'Hugo'));
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('Bruno')}@${t.id('Gaëlle')}`);
    t.until('dodo').rolls(2).play('dodo');
    // Faction outranks the attack: Bruno stays at Gaëlle's, Ana attacks alone.
    expect(t.call.notes[0]).toBe(
      'Dans la maison d’Hugo\u00a0: Ana et Hugo. 1 attaquant (Ana) contre 1 en face (Hugo)\u00a0: les attaquants ne sont pas en surnombre.',
    );

    const u = night2(mafia('Bruno'));
    u.play('reptiliens', u.opt('house', 'Hugo'));
    u.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${u.id('Bruno')}@${u.id('Hugo')}`);
    u.until('dodo').rolls(2).play('dodo');
    expect(u.call.notes).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno et Hugo. 2 attaquants (Ana et Bruno) contre 1 en face (Hugo)\u00a0: les attaquants sont en surnombre.',
      'Hugo est touché·e\u00a0: le dé donne 2, soit Coma\u00a0; Hugo passe d’Indemne à Coma.',
    ]);
  });
});

describe('corruption (000:445, 600-604)', () => {
  function corrupt(): Table {
    const t = mafia('Farid');
    t.until('parrain')
      .play('parrain', 'corrompre')
      .play('corruption', [t.id('Hugo')])
      .play('corruption-cible', [t.id('Gaëlle')]);
    return t;
  }

  it('the boss names the voter then the target; the voter is told, not by whom', () => {
    const u = mafia('Farid');
    u.until('parrain')
      .play('parrain', 'corrompre')
      .play('corruption', [u.id('Hugo')]);
    expect(u.wakes).toEqual([u.id('David')]);
    expect(u.call.notes).toEqual(['Une fois le chef rendormi, réveillez Hugo seul·e.']);
    const t = corrupt();
    expect(t.rs.corruptions).toEqual([{ voter: t.id('Hugo'), target: t.id('Gaëlle'), by: t.id('David') }]);
    const told = t.events('corruption').find((e) => e.vis.to === 'players')!;
    expect(told.vis).toEqual({ to: 'players', ids: [t.id('Hugo')] });
    expect(told.text).toBe('Hugo est corrompu·e\u00a0: il ou elle devra voter contre Gaëlle demain.');
  });

  it('a voter who breaks his corruption falls Q at the next night’s update', () => {
    const t = corrupt();
    t.until('vote').play('vote', t.ballots({ Hugo: 'Ana' }));
    t.until('maj-debut');
    expect(t.health('Hugo')).toBe('Q');
  });

  it('a voter who keeps it is safe', () => {
    const t = corrupt();
    t.until('vote').play('vote', t.ballots({ Hugo: 'Gaëlle' }));
    t.until('maj-debut');
    expect(t.health('Hugo')).toBe('I');
  });
});
