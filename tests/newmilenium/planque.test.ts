/**
 * The Planqué and his host, case by case (003_7860fbf4cb88296e.txt:78-90),
 * and the simplified Planqué of the last post (003:142-148).
 */
import { describe, expect, it } from 'vitest';
import { plain } from './driver';
import { firstDay, firstNight, type Hands } from './fixtures';

const PLANQUE: Hands = { Gaëlle: ['planque', 'lache'] };

describe('hiding (003:78)', () => {
  it('in another player’s house, three times in the game, the host unaware', () => {
    const t = firstNight({ hands: { ...PLANQUE } });
    expect(t.refusedWith('Gaëlle', 'planque', ['Gaëlle'])).toMatchObject({ rule: '003:78' });
    t.put('Gaëlle', 'planque', ['Emma']).close().until('aube');
    expect(t.state.rs.uses[t.id('Gaëlle')]!.planque).toBe(2);
    expect(t.pms('Emma')).toEqual([]);
    for (let night = 2; night <= 3; night++) t.until('nuit').put('Gaëlle', 'planque', ['Emma']).close();
    t.until('nuit');
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.kinds.some((k) => k.id === 'planque')).toBe(false);
  });

  it('leaves his own house empty: an attack there finds nobody', () => {
    const t = firstNight({ hands: { ...PLANQUE } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Ana', 'loups', ['Gaëlle']).close().until('aube');
    expect(t.alive('Gaëlle')).toBe(true);
    expect(t.log()).toContain('Loups : personne à tuer dans la maison de Gaëlle.');
  });
});

describe('the host’s fate and the Planqué (003:79-90)', () => {
  it('host attacked by the wolves: they find the Planqué and may kill him too (003:79)', () => {
    const t = firstNight({ hands: { ...PLANQUE } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Ana', 'loups', ['Emma']).close();
    expect(t.step).toBe('loups-choix');
    expect(t.candidates).toEqual(['Gaëlle']);
    expect(t.text('pm-p1')).toBe('Dans la maison d’Emma, vous trouvez aussi Gaëlle, caché·e(s) là.');
    t.play('loups-choix', ['Gaëlle']).until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.alive('Gaëlle')).toBe(false);
    const u = firstNight({ hands: { ...PLANQUE } });
    u.put('Gaëlle', 'planque', ['Emma']).put('Ana', 'loups', ['Emma']).close().play('loups-choix', []).until('aube');
    expect(u.alive('Gaëlle')).toBe(true);
  });

  it('host brought back by a Nécromancienne: she and the Planqué see each other and learn each other’s role (003:80)', () => {
    const t = firstNight({ hands: { ...PLANQUE, David: ['necromancienne', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Ana', 'loups', ['Emma']).put('David', 'necromancienne', ['Emma']).close();
    t.play('loups-choix', []).until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.pms('Gaëlle')).toContain(
      'David, Nécromancienne, ramène à la vie Emma, chez qui vous vous cachez : vous vous êtes vus.',
    );
    expect(t.pms('David')).toContain('Chez Emma, vous voyez Gaëlle : Planqué·e(s).');
  });

  it('the Planqué’s swap is cancelled (003:81)', () => {
    const t = firstDay({ hands: { ...PLANQUE } });
    t.put('Gaëlle', 'echange', ['Hugo']).put('Hugo', 'echange', ['Gaëlle']).close().until('nuit');
    t.put('Gaëlle', 'planque', ['Emma']).close().until('aube');
    expect(t.pms('Hugo')).toEqual(['Gaëlle ne vient pas : votre échange de maison n’a pas lieu cette nuit.']);
    expect(t.log()).toContain('Échange entre Hugo et Gaëlle annulé : Gaëlle est planqué·e (003:81).');
  });

  it('host salbatarised: the Planqué too, his other power lost (003:82)', () => {
    const t = firstNight({ hands: { Gaëlle: ['planque', 'corbeau'], David: ['salbatar', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma'])
      .put('Gaëlle', 'corbeau', ['Hugo'])
      .put('David', 'salbatar', ['Emma'])
      .close()
      .until('aube');
    expect(t.player('Gaëlle').markers.salbatarise).toBe(1);
    expect(t.state.rs.extra).toEqual([]);
  });

  it('house protected: the Planqué is protected too (003:83)', () => {
    const t = firstNight({ hands: { ...PLANQUE, David: ['salvateur', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma'])
      .put('David', 'salvateur', ['Emma'])
      .put('Ana', 'loups', ['Emma'])
      .close()
      .until('aube');
    expect(t.alive('Emma') && t.alive('Gaëlle')).toBe(true);
  });

  it('host Paranoïaque: he finds the Planqué, who knows it; both may act on each other (003:84)', () => {
    const t = firstNight({ hands: { Gaëlle: ['planque', 'voyante'], Emma: ['paranoiaque', 'detective'] } });
    t.put('Gaëlle', 'planque', ['Emma'])
      .put('Gaëlle', 'voyante-roles', ['Hugo'])
      .put('Emma', 'detective', ['Hugo'])
      .close();
    // Both learned something before their later turns: the MJ asks each in turn.
    expect(t.step).toBe('n-question');
    expect(t.text('pm-p7')).toBe('Emma, chez qui vous vous cachez, vous a repéré·e.');
    t.put('Gaëlle', 'voyante-roles', ['Emma']).close();
    expect(t.step).toBe('n-question');
    expect(t.text('pm-p5')).toBe(
      'Gaëlle (Planqué) s’installe chez vous cette nuit ; il ou elle sait que vous l’avez repéré·e.\nGaëlle a usé sur vous de son pouvoir de Voyante.',
    );
    t.put('Emma', 'detective', ['Gaëlle']).close().until('aube');
    expect(t.pms('Gaëlle').at(-1)).toBe('Dans la maison d’Emma, vous voyez : Emma (Paranoïaque et Détective).');
    expect(t.pms('Emma')).toContain('Votre enquête : Gaëlle est sorti·e de chez lui ou elle cette nuit.');
  });

  it('host wolf and Paranoïaque: the pack may attack his house and kill any of those inside (003:85)', () => {
    const t = firstNight({ hands: { ...PLANQUE, Ana: ['paranoiaque', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Ana']).put('Bruno', 'loups', ['Emma']).close();
    expect(t.step).toBe('n-question');
    expect(t.call.prompt.kind === 'orders' && t.call.prompt.players).toEqual([t.id('Ana'), t.id('Bruno')]);
    t.put('Bruno', 'loups', ['Ana']).put('Ana', 'loups', ['Ana']).close();
    expect(t.step).toBe('loups-choix');
    expect(t.candidates).toEqual(['Ana', 'Gaëlle']);
    t.play('loups-choix', ['Gaëlle']).until('aube');
    expect(t.alive('Gaëlle')).toBe(false);
    expect(t.alive('Ana')).toBe(true);
    expect(t.alive('Emma')).toBe(true);
  });

  it('host Détective: he knows at once, the Planqué does not know it (003:86)', () => {
    const t = firstNight({ hands: { ...PLANQUE, Emma: ['detective', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).close().until('aube');
    expect(t.pms('Emma')).toEqual([
      'Gaëlle (Planqué) se cache chez vous cette nuit, sans savoir que vous l’avez repéré·e.',
    ]);
    expect(t.pms('Gaëlle')).toEqual([]);
  });

  it('host using a power: the Planqué knows nothing of it (003:87)', () => {
    const t = firstNight({ hands: { ...PLANQUE, Emma: ['voyante', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Emma', 'voyante-roles', ['Hugo']).close().until('aube');
    expect(t.pms('Gaëlle')).toEqual([]);
  });

  it('host swapping: the Planqué hears him leave and someone come in, not who (003:88)', () => {
    const t = firstDay({ hands: { ...PLANQUE } });
    t.put('Emma', 'echange', ['Hugo']).put('Hugo', 'echange', ['Emma']).close().until('nuit');
    t.put('Gaëlle', 'planque', ['Emma']).close().until('aube');
    expect(t.pms('Gaëlle')).toEqual([
      'Votre logeur quitte la maison pour la nuit, et quelqu’un d’autre entre à sa place.',
    ]);
  });

  it('host killed by the Assassin: he and the Planqué see each other, and he may kill the Planqué too (003:89)', () => {
    const t = firstNight({ hands: { ...PLANQUE } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Jules', 'assassin', ['Emma']).close();
    expect(t.step).toBe('assassin-prime');
    expect(t.candidates).toEqual(['Gaëlle']);
    expect(t.text('pm-p10')).toContain('Chez Emma, vous trouvez Gaëlle, caché·e(s) là : vous vous êtes vus.');
    t.play('assassin-prime', ['Gaëlle']).until('aube');
    expect(t.alive('Gaëlle')).toBe(false);
    expect(t.pms('Gaëlle')).toContain('Jules vient tuer Emma, chez qui vous vous cachez : vous vous êtes vus.');
    expect(t.state.rs.uses[t.id('Jules')]!.meurtre).toBe(0);
  });

  it('host targeted by an Araignée or a Sorcier: the Planqué knows, not who (003:90)', () => {
    const t = firstNight({ hands: { ...PLANQUE, David: ['sorcier', 'araignee'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('David', 'araignee', ['Emma', 'Hugo']).close().until('nuit');
    expect(t.pms('Gaëlle')).toEqual([
      'Votre logeur est visé cette nuit par un pouvoir d’Araignée ; vous ne savez pas qui l’a lancé.',
    ]);
    t.put('Gaëlle', 'planque', ['Emma']).put('David', 'sorcier', ['Emma']).close().until('aube');
    expect(t.pms('Gaëlle').at(-1)).toBe(
      'Votre logeur est visé cette nuit par un pouvoir de Sorcier ; vous ne savez pas qui l’a lancé.',
    );
  });

  it('a Planqué who is himself the Araignée or the Sorcier learns nothing of his own power on his host (003:90)', () => {
    const t = firstNight({ hands: { Gaëlle: ['planque', 'araignee'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Gaëlle', 'araignee', ['Emma', 'Hugo']).close().until('nuit');
    expect(t.pms('Gaëlle').filter((m) => m.includes('logeur'))).toEqual([]);
    const u = firstNight({ hands: { Gaëlle: ['planque', 'sorcier'] } });
    u.put('Gaëlle', 'planque', ['Emma']).put('Gaëlle', 'sorcier', ['Emma']).close().until('aube');
    expect(u.pms('Gaëlle').filter((m) => m.includes('logeur'))).toEqual([]);
  });

  it('in the Voyante’s sight: she sees everyone in the house, Planqués included (003:118, 131)', () => {
    const t = firstNight({ hands: { ...PLANQUE, David: ['voyante', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('David', 'voyante-natures', ['Emma']).close().until('aube');
    expect(t.pms('David')).toEqual(['Dans la maison d’Emma, vous voyez : Emma (villageois), Gaëlle (villageois).']);
  });
});

describe('the simplified Planqué (003:142-148)', () => {
  const SIMPLE = { planqueSimplifie: true };

  it('lets several hide in one house; they find each other, and a Paranoïaque host finds them after the swaps (003:143)', () => {
    const t = firstNight({
      options: SIMPLE,
      hands: { Gaëlle: ['planque', 'lache'], Hugo: ['planque', 'lache'], Emma: ['paranoiaque', 'lache'] },
    });
    t.put('Gaëlle', 'planque', ['Emma']).put('Hugo', 'planque', ['Emma']).close().until('aube');
    expect(t.pms('Gaëlle')).toEqual([
      'Emma, chez qui vous vous cachez, vous a découvert·e.',
      'D’autres se cachent avec vous chez Emma : Hugo.',
    ]);
    expect(t.pms('Emma')).toEqual([
      'Chez vous cette nuit se cachent : Gaëlle et Hugo. Ils savent que vous les avez découverts.',
    ]);
  });

  it('a wolf Paranoïaque host who finds a Planqué still opens his house to the pack (003:85, 143)', () => {
    const t = firstNight({ options: SIMPLE, hands: { ...PLANQUE, Ana: ['paranoiaque', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Ana']).put('Bruno', 'loups', ['Emma']).close();
    expect(t.step).toBe('n-question');
    t.put('Bruno', 'loups', ['Ana']).put('Ana', 'loups', ['Ana']).close();
    expect(t.step).toBe('loups-choix');
    expect(t.candidates).toEqual(['Ana', 'Gaëlle']);
    t.play('loups-choix', ['Gaëlle']).until('aube');
    expect(t.alive('Gaëlle')).toBe(false);
    expect(t.alive('Ana')).toBe(true);
  });

  it('a Paranoïaque host gone by a swap does not find them (003:143)', () => {
    const t = firstDay({ options: SIMPLE, hands: { Gaëlle: ['planque', 'lache'], Emma: ['paranoiaque', 'lache'] } });
    t.put('Emma', 'echange', ['Hugo']).put('Hugo', 'echange', ['Emma']).close().until('nuit');
    t.put('Gaëlle', 'planque', ['Emma']).close().until('aube');
    expect(t.pms('Emma')).toEqual([]);
  });

  it('the wolves choose whom they kill among all in the house; the spared notice nothing (003:144)', () => {
    const t = firstNight({ options: SIMPLE, hands: { ...PLANQUE } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Ana', 'loups', ['Emma']).close();
    expect(t.step).toBe('loups-choix');
    expect(t.candidates).toEqual(['Emma', 'Gaëlle']);
    t.play('loups-choix', ['Gaëlle']).until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.alive('Gaëlle')).toBe(false);
    expect(t.pms('Emma')).toEqual([]);
  });

  it('the Assassin tracks a Planqué to his host’s house and may kill anyone there too (003:145)', () => {
    const t = firstNight({ options: SIMPLE, hands: { ...PLANQUE } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Jules', 'assassin', ['Gaëlle']).close();
    expect(t.pms('Jules')[0]).toBe('Gaëlle est dans la maison d’Emma : vous vous y rendez.');
    expect(t.step).toBe('assassin-prime');
    expect(t.candidates).toEqual(['Emma']);
    t.play('assassin-prime', []).until('aube');
    expect(t.alive('Emma')).toBe(true);
    expect(t.alive('Gaëlle')).toBe(false);
  });

  it('the Nécromancienne finding host and Planqué dead together brings back whom she chooses (003:146)', () => {
    const t = firstNight({ options: SIMPLE, hands: { ...PLANQUE, David: ['necromancienne', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Ana', 'loups', ['Emma']).put('David', 'necromancienne', ['Emma']).close();
    t.play('loups-choix', ['Emma', 'Gaëlle']);
    expect(t.step).toBe('n-question');
    t.close();
    expect(t.step).toBe('necro-choix');
    expect(t.candidates).toEqual(['Emma', 'Gaëlle']);
    t.play('necro-choix', ['Gaëlle']).until('aube');
    expect(t.alive('Gaëlle')).toBe(true);
    expect(t.alive('Emma')).toBe(false);
  });

  it('the Planqué hears his host go out to use a power, not which (003:148)', () => {
    const t = firstNight({ options: SIMPLE, hands: { ...PLANQUE, Emma: ['voyante', 'lache'] } });
    t.put('Gaëlle', 'planque', ['Emma']).put('Emma', 'voyante-roles', ['Hugo']).close().until('aube');
    expect(t.pms('Gaëlle')).toEqual(['Votre logeur sort cette nuit ; vous ne savez pas pourquoi.']);
    expect(plain(t.doc('pm-p7'))).toBe('Votre logeur sort cette nuit ; vous ne savez pas pourquoi.');
  });
});

describe('the night’s map for the MJ', () => {
  it('shows who sleeps where: at home, after a swap, hidden; and the protected houses', () => {
    const t = firstDay({ hands: { ...PLANQUE, David: ['salvateur', 'lache'], Farid: ['paranoiaque', 'lache'] } });
    t.put('Emma', 'echange', ['Hugo']).put('Hugo', 'echange', ['Emma']).close().until('nuit');
    t.put('Gaëlle', 'planque', ['Farid']).put('David', 'salvateur', ['Inès']).put('Ana', 'loups', ['Farid']).close();
    expect(t.step).toBe('loups-choix');
    const rows = t.call.places!.map(
      (r) => `${plain(r.label)} : ${r.occupants.map((o) => `${t.name(o.id)} (${o.label})`).join(', ')}`,
    );
    expect(rows).toContain('La maison d’Emma : Hugo (échange)');
    expect(rows).toContain('La maison de Farid : Farid (mort·e), Gaëlle (planqué·e)');
    expect(rows).toContain('La maison d’Inès (protégée) : Inès (chez soi)');
    expect(rows).toContain('La maison de Gaëlle : ');
    // Quiet houses stay off the map.
    expect(rows.some((r) => r.startsWith('La maison de Chloé'))).toBe(false);
  });
});
