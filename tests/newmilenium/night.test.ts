/**
 * The night, in the book's order, each action taking effect at once
 * (003_7860fbf4cb88296e.txt:20-23, 51-63), and every night role (73-77,
 * 118-126) with the natures' kills (67-68).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { plain } from './driver';
import { firstDay, firstNight } from './fixtures';

describe('the night’s order and its immediate effects (003:22-23, 51-63)', () => {
  it('resolves rows in the book’s order: a Salbatar before the Voyante cancels her order (003:75)', () => {
    const t = firstNight({ hands: { David: ['salbatar', 'lache'], Emma: ['voyante', 'lache'] } });
    t.put('Emma', 'voyante-roles', ['Ana']).put('David', 'salbatar', ['Emma']).close().until('aube');
    expect(t.pms('Emma')).toEqual([
      'Vous êtes salbatarisé·e : vous perdez tous vos pouvoirs cette nuit et demain, et vos ordres de cette nuit sont annulés.',
    ]);
    expect(t.log()).toContain('Voyante : Emma a perdu ses pouvoirs, sans effet.');
  });

  it('says a role killed earlier in the night is dead, not powerless (003:22-23, 91)', () => {
    const t = firstNight({ hands: { David: ['araignee', 'lache'] } });
    t.put('Ana', 'loups', ['David']).put('David', 'araignee', ['Emma', 'Farid']).close().until('aube');
    expect(t.alive('David')).toBe(false);
    expect(t.log()).toContain('Araignée : David est mort·e, sans effet.');
  });

  it('orders holders of one role by their secret numbers (003:3, 49)', () => {
    for (const [first, second] of [
      ['Emma', 'Farid'],
      ['Farid', 'Emma'],
    ] as const) {
      const t = firstNight({ hands: { Emma: ['voyante', 'lache'], Farid: ['voyante', 'lache'] } });
      t.numbers('voyante', { [first]: 3, [second]: 41 });
      t.put('Emma', 'voyante-natures', ['Ana']).put('Farid', 'voyante-natures', ['Bruno']).close().until('aube');
      expect(
        t.state.events
          .filter((e) => e.type === 'nuit' && e.text.startsWith('Voyante'))
          .map((e) => t.name(e.vis.to === 'players' ? e.vis.ids[0]! : '')),
      ).toEqual([first, second]);
    }
  });

  it('stops at a Paranoïaque who learned something before his own turn, and lets his order change (003:22-23, 121)', () => {
    const t = firstNight({ hands: { Emma: ['voyante', 'lache'], Farid: ['voyante', 'paranoiaque'] } });
    t.numbers('voyante', { Emma: 1, Farid: 2 });
    t.put('Emma', 'voyante-roles', ['Farid']).put('Farid', 'voyante-roles', ['Gaëlle']).close();
    expect(t.step).toBe('n-question');
    expect(plain(t.call.line)).toMatch(/^Farid a appris quelque chose avant son tour \(Voyantes\)/);
    expect(t.text('pm-p6')).toBe('Emma a usé sur vous de son pouvoir de Voyante.');
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.players).toEqual([t.id('Farid')]);
    expect(p.kind === 'orders' && p.kinds.map((k) => k.id)).toEqual(['voyante-roles', 'voyante-natures']);
    expect(p.kind === 'orders' && p.kinds[0]!.players).toEqual([t.id('Farid')]);
    // His order, given before the deadline, stands on the screen until he changes or withdraws it.
    expect(p.kind === 'orders' && p.standing!.map((o) => [o.player, o.kind, o.value])).toEqual([
      [t.id('Farid'), 'voyante-roles', [t.id('Gaëlle')]],
    ]);
    t.put('Farid', 'voyante-roles', ['Emma']);
    const q = t.call.prompt;
    expect(q.kind === 'orders' && q.standing!.map((o) => o.value)).toEqual([[t.id('Emma')]]);
    t.close().until('aube');
    expect(t.pms('Farid').at(-1)).toBe('Dans la maison d’Emma, vous voyez : Emma (Voyante et Lâche).');
    // Already told at the stop: the dawn's message holds only what came after.
    expect(t.text('pm-p6')).toBe('Dans la maison d’Emma, vous voyez : Emma (Voyante et Lâche).');
  });

  it('does not stop when the Paranoïaque plays first', () => {
    const t = firstNight({ hands: { Emma: ['voyante', 'lache'], Farid: ['voyante', 'paranoiaque'] } });
    t.numbers('voyante', { Emma: 2, Farid: 1 });
    t.put('Emma', 'voyante-roles', ['Farid']).put('Farid', 'voyante-roles', ['Gaëlle']).close();
    expect(t.step).toBe('aube');
  });

  it('stops at the pack when a wolf was salbatarised, and no salbatarised wolf’s order counts (003:20-21, 75)', () => {
    const t = firstNight({ hands: { David: ['salbatar', 'lache'] } });
    t.put('David', 'salbatar', ['Ana']).put('Ana', 'loups', ['Emma']).put('Bruno', 'loups', ['Farid']).close();
    expect(t.step).toBe('n-question');
    expect(t.call.prompt.kind === 'orders' && t.call.prompt.players).toEqual([t.id('Bruno')]);
    t.close().until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.alive('Farid')).toBe(false);
  });
});

describe('the wolves (003:20-21, 67)', () => {
  it('attack the house most named; the one sleeping there dies', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Emma']).put('Bruno', 'loups', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.text('aube')).toContain('Emma a été retrouvé·e mort·e. Sa nature : villageois.');
    expect(t.text('aube')).not.toMatch(/loup(s)? (l’|ont)|attaqu/);
    expect(t.call.notes.map(plain)).toEqual(['Causes (secret) : Emma : attaqué·e par les loups.']);
  });

  it('draw among the houses named as often, logged', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Emma']).put('Bruno', 'loups', ['Farid']).close().until('aube');
    const draw = t.events('draw').at(-1)!;
    expect(draw.data).toMatchObject({
      purpose: 'égalité entre les maisons visées par les loups',
      among: [t.id('Emma'), t.id('Farid')],
    });
    expect(t.alive('Emma') !== t.alive('Farid')).toBe(true);
  });

  it('attack nobody without an order (003:21)', () => {
    const t = firstNight().close().until('aube');
    expect(t.text('aube')).toContain('Personne n’est mort cette nuit.');
  });

  it('cannot name a wolf’s house unless the option of 003:141 allows it', () => {
    expect(firstNight().refuse('Ana', 'loups', ['Bruno'])).toBe(
      'La maison de Bruno est celle d’un loup : la meute ne l’attaque pas.',
    );
    const t = firstNight({ options: { loupsMaisonLoup: true } });
    t.put('Ana', 'loups', ['Bruno']).close().until('aube');
    expect(t.alive('Bruno')).toBe(false);
  });

  it('kill whoever sleeps in the house after a swap (003:12)', () => {
    const t = firstDay();
    t.put('Emma', 'echange', ['Farid']).put('Farid', 'echange', ['Emma']).close().until('nuit');
    t.put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.alive('Farid')).toBe(false);
  });
});

describe('the Salvateur (003:74, 83)', () => {
  it('protects a house from the wolves', () => {
    const t = firstNight({ hands: { David: ['salvateur', 'lache'] } });
    t.put('David', 'salvateur', ['Emma']).put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.log()).toContain('Loups : la maison d’Emma est protégée, l’attaque échoue.');
  });

  it('never protects a house protected the night before, by any Salvateur: the protection does not happen', () => {
    const t = firstNight({ hands: { David: ['salvateur', 'lache'], Gaëlle: ['salvateur', 'lache'] } });
    t.put('David', 'salvateur', ['Emma']).close().until('nuit');
    t.put('Gaëlle', 'salvateur', ['Emma']).put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.log()).toContain(
      'Salvateur : la maison d’Emma était protégée la nuit dernière ; la protection n’a pas lieu (003:74).',
    );
  });

  it('may protect his own house, without leaving it (003:123)', () => {
    const t = firstNight({ hands: { David: ['salvateur', 'lache'], Emma: ['detective', 'lache'] } });
    t.put('David', 'salvateur', ['David']).put('Emma', 'detective', ['David']).close().until('aube');
    expect(t.pms('Emma')).toEqual(['Votre enquête : David est resté·e chez lui ou elle cette nuit.']);
  });
});

describe('the Salbatar (003:75)', () => {
  it('strikes everyone sleeping in the house for the night and the next day, not visitors', () => {
    const t = firstNight({
      hands: { David: ['salbatar', 'lache'], Emma: ['voyante', 'lache'], Farid: ['meneur', 'lache'] },
    });
    // Emma visits Farid's house after it is salbatarised: only Farid is struck.
    t.put('David', 'salbatar', ['Farid']).put('Emma', 'voyante-roles', ['Farid']).close().until('jour');
    expect(t.player('Farid').markers.salbatarise).toBe(1);
    expect(t.player('Emma').markers.salbatarise).toBeUndefined();
    // The next day, no Meneur's vote.
    t.put('Farid', 'vote', ['Gaëlle']).put('Ana', 'vote', ['Hugo']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Gaëlle (1), Hugo (1).');
  });

  it('cannot strike a house salbatarised the night before (003:75, « mêmes conditions » as 003:74)', () => {
    const t = firstNight({ hands: { David: ['salbatar', 'lache'] } });
    t.put('David', 'salbatar', ['Emma']).close().until('nuit');
    t.put('David', 'salbatar', ['Emma']).close().until('aube');
    expect(t.player('Emma').markers.salbatarise).toBe(1);
  });

  it('takes the Assassin’s kill (003:75)', () => {
    const t = firstNight({ hands: { David: ['salbatar', 'lache'] } });
    t.put('David', 'salbatar', ['Jules']).put('Jules', 'assassin', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.state.rs.uses[t.id('Jules')]!.meurtre).toBe(1);
  });
});

describe('the Voyante (003:118-120)', () => {
  it('sees the natures, or the roles, of everyone sleeping in the house', () => {
    const t = firstNight({ hands: { Emma: ['voyante', 'lache'] } });
    t.put('Emma', 'voyante-natures', ['Ana']).close().until('aube');
    expect(t.pms('Emma')).toEqual(['Dans la maison d’Ana, vous voyez : Ana (loup).']);
    const u = firstNight({ hands: { Emma: ['voyante', 'lache'], Ana: ['sorcier', 'corbeau'] } });
    u.put('Emma', 'voyante-roles', ['Ana']).close().until('aube');
    expect(u.pms('Emma')).toEqual(['Dans la maison d’Ana, vous voyez : Ana (Sorcier et Corbeau).']);
  });

  it('spies one house a night', () => {
    const t = firstNight({ hands: { Emma: ['voyante', 'lache'] } });
    t.put('Emma', 'voyante-natures', ['Ana']);
    expect(t.refuse('Emma', 'voyante-roles', ['Bruno'])).toBe(
      'La Voyante épie une seule maison par nuit : annulez d’abord l’autre ordre.',
    );
  });
});

describe('the Sorcier (003:77)', () => {
  it('kills once in the game, wherever the target sleeps, without leaving home', () => {
    const t = firstDay({ hands: { David: ['sorcier', 'lache'], Emma: ['detective', 'lache'] } });
    t.put('Farid', 'echange', ['Gaëlle']).put('Gaëlle', 'echange', ['Farid']).close().until('nuit');
    t.put('David', 'sorcier', ['Farid']).put('Emma', 'detective', ['David']).close().until('aube');
    expect(t.alive('Farid')).toBe(false);
    expect(t.pms('Emma')).toEqual(['Votre enquête : David est resté·e chez lui ou elle cette nuit.']);
    t.until('nuit');
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.kinds.some((k) => k.id === 'sorcier')).toBe(false);
  });

  it('tells a dying Paranoïaque who killed him (003:121)', () => {
    const t = firstNight({ hands: { David: ['sorcier', 'lache'], Emma: ['paranoiaque', 'lache'] } });
    t.put('David', 'sorcier', ['Emma']).close().until('aube');
    expect(t.pms('Emma')).toEqual(['Vous mourez : David, par son rituel de Sorcier.']);
  });
});

describe('the Assassin (003:68)', () => {
  it('kills once, told where his prey sleeps; leaves his house; no Salvateur nor Vieux Chiant stops him', () => {
    const t = firstNight({
      hands: { David: ['salvateur', 'lache'], Emma: ['vieux-chiant', 'lache'], Farid: ['detective', 'lache'] },
    });
    t.put('David', 'salvateur', ['Emma'])
      .put('Jules', 'assassin', ['Emma'])
      .put('Farid', 'detective', ['Jules'])
      .close()
      .until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.pms('Jules')).toEqual(['Emma est dans la maison d’Emma : vous vous y rendez.']);
    expect(t.pms('Farid')).toEqual(['Votre enquête : Jules est sorti·e de chez lui ou elle cette nuit.']);
    t.until('nuit');
    expect(t.call.prompt.kind === 'orders' && t.call.prompt.kinds.some((k) => k.id === 'assassin')).toBe(false);
  });
});

describe('the Nécromancienne (003:73)', () => {
  it('brings back someone dead this same night, after being asked — she knows who died', () => {
    const t = firstNight({ hands: { David: ['necromancienne', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).close();
    expect(t.step).toBe('n-question');
    expect(t.text('pm-p4')).toBe('Emma vient de mourir.');
    t.put('David', 'necromancienne', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.text('aube')).toContain('Personne n’est mort cette nuit.');
    expect(t.state.rs.uses[t.id('David')]!.potion).toBe(0);
  });

  it('keeps her potion when her player is alive, and cannot bring back herself', () => {
    const t = firstNight({ hands: { David: ['necromancienne', 'lache'] } });
    expect(t.refusedWith('David', 'necromancienne', ['David'])).toMatchObject({ rule: '003:73' });
    t.put('David', 'necromancienne', ['Emma']).close().until('aube');
    expect(t.state.rs.uses[t.id('David')]!.potion).toBe(1);
  });

  it('learns the roles of the dead at once when also Croque-Mort (003:125)', () => {
    const t = firstNight({ hands: { David: ['necromancienne', 'croque-mort'], Emma: ['voyante', 'corbeau'] } });
    t.put('Ana', 'loups', ['Emma']).close().close().until('aube');
    expect(t.pms('David')[0]).toBe('Emma vient de mourir (Voyante et Corbeau).');
  });
});

describe('the Croque-Mort (003:113, 125)', () => {
  it('learns the roles of the dead at dawn and at nightfall, not when salbatarised', () => {
    const t = firstNight({
      hands: { David: ['croque-mort', 'lache'], Emma: ['voyante', 'corbeau'], Farid: ['meneur', 'lache'] },
    });
    t.put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(t.text('pm-p4')).toBe('Les morts et leurs rôles : Emma : Voyante et Corbeau.');
    t.until('jour');
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Farid']);
    t.close().until('nuit');
    expect(t.text('pm-p4')).toBe('Les morts et leurs rôles : Farid : Meneur et Lâche.');
    const u = firstNight({ hands: { David: ['croque-mort', 'lache'], Gaëlle: ['salbatar', 'lache'] } });
    u.put('Gaëlle', 'salbatar', ['David']).put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(u.pms('David').some((l) => l.startsWith('Les morts'))).toBe(false);
  });
});

describe('the Vieux Chiant (003:126)', () => {
  it('survives one wolves’ attack', () => {
    const t = firstNight({ hands: { Emma: ['vieux-chiant', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).close().until('nuit');
    expect(t.alive('Emma')).toBe(true);
    expect(t.pms('Emma')).toEqual([
      'Les loups vous ont attaqué·e cette nuit : vous leur avez tenu tête, et vous survivez.',
    ]);
    t.put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(false);
  });
});

describe('the Paranoïaque (003:121)', () => {
  it('knows every power used on him, by whom, and that one role', () => {
    const t = firstNight({
      hands: { David: ['salvateur', 'corbeau'], Emma: ['paranoiaque', 'lache'], Farid: ['araignee', 'lache'] },
    });
    t.put('David', 'salvateur', ['Emma'])
      .put('David', 'corbeau', ['Emma'])
      .put('Farid', 'araignee', ['Emma', 'Gaëlle'])
      .close()
      .until('aube');
    expect(t.pms('Emma')).toEqual([
      'David a usé sur vous de son pouvoir de Salvateur.',
      'David a usé sur vous de son pouvoir de Corbeau.',
      'Farid a usé sur vous de son pouvoir d’Araignée.',
      'Demain, vous pourrez écrire 2 messages à Gaëlle.',
    ]);
  });

  it('does not learn who killed him when several wolves did', () => {
    const t = firstNight({ hands: { Emma: ['paranoiaque', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).put('Bruno', 'loups', ['Emma']).close().until('aube');
    expect(t.pms('Emma')).toEqual([]);
    const u = firstNight({ hands: { Emma: ['paranoiaque', 'lache'] } });
    u.put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(u.pms('Emma')).toEqual(['Vous mourez : le loup Ana.']);
  });
});

describe('the Détective (003:122-124)', () => {
  it('learns whether a living player left his house, and how he died', () => {
    const t = firstNight({ hands: { Emma: ['detective', 'lache'], Farid: ['voyante', 'lache'] } });
    t.put('Farid', 'voyante-natures', ['Gaëlle']).put('Emma', 'detective', ['Farid']).close().until('aube');
    expect(t.pms('Emma')).toEqual(['Votre enquête : Farid est sorti·e de chez lui ou elle cette nuit.']);
    const u = firstNight({ hands: { Emma: ['detective', 'lache'] } });
    u.put('Ana', 'loups', ['Gaëlle']).put('Emma', 'detective', ['Gaëlle']).close().until('aube');
    expect(u.pms('Emma')).toEqual([
      'Votre enquête : Gaëlle est resté·e chez lui ou elle cette nuit, et a été attaqué·e par les loups.',
    ]);
  });

  it('learns of a past dead whether he used his powers, on whom, and how he died', () => {
    // The Voyante plays before the wolves; the Corbeau, after them, never gets to.
    const t = firstNight({ hands: { Emma: ['detective', 'lache'], Farid: ['voyante', 'corbeau'] } });
    t.put('Farid', 'voyante-natures', ['Hugo'])
      .put('Farid', 'corbeau', ['Gaëlle'])
      .put('Ana', 'loups', ['Farid'])
      .close()
      .until('nuit');
    t.put('Emma', 'detective', ['Farid']).close().until('aube');
    expect(t.pms('Emma')).toEqual([
      'Votre enquête : Farid a usé de ses pouvoirs, sur la maison d’Hugo, et a été attaqué·e par les loups.',
    ]);
    const u = firstNight({ hands: { Emma: ['detective', 'lache'] } });
    u.put('Ana', 'loups', ['Farid']).close().until('nuit');
    u.put('Emma', 'detective', ['Farid']).close().until('aube');
    expect(u.pms('Emma')).toEqual([
      'Votre enquête : Farid n’a jamais usé de ses pouvoirs, et a été attaqué·e par les loups.',
    ]);
  });

  it('on himself, tells the village at dawn how he died, even if he died before his turn', () => {
    const t = firstNight({ hands: { Emma: ['detective', 'lache'] } });
    t.put('Emma', 'detective', ['Emma']).put('Ana', 'loups', ['Emma']).close().until('aube');
    expect(t.text('aube')).toContain('Emma avait tendu ses pièges : il ou elle a été attaqué·e par les loups.');
  });
});

describe('house swaps (003:12-13)', () => {
  it('take place only when both asked for each other, for one night', () => {
    const t = firstDay();
    t.put('Emma', 'echange', ['Farid'])
      .put('Gaëlle', 'echange', ['Hugo'])
      .put('Farid', 'echange', ['Emma'])
      .close()
      .until('nuit');
    expect(t.state.rs.night.swaps).toEqual([[t.id('Farid'), t.id('Emma')]]);
    t.close().until('nuit');
    expect(t.state.rs.night.beds[t.id('Emma')]).toBe(t.id('Emma'));
  });

  it('bind: one request a day, never withdrawn (003:12-13)', () => {
    const t = firstDay();
    t.put('Emma', 'echange', ['Farid']);
    expect(t.refusedWith('Emma', 'echange', ['Gaëlle'])).toMatchObject({ rule: '003:12' });
    const out = t.rejection('jour', { cancel: { player: 'Emma', kind: 'echange' } });
    expect(out).toMatchObject({ kind: 'refused', rule: '003:12' });
  });

  it('are for the living only', () => {
    const t = firstDay();
    t.setState(produce(t.state, (d) => void d));
    t.put('Emma', 'echange', ['Farid']).put('Farid', 'echange', ['Emma']);
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Farid']);
    t.close().until('nuit').close().until('aube');
    expect(t.log()).toContain('Échange entre Farid et Emma : l’un des deux n’est plus là, pas d’échange.');
  });
});
