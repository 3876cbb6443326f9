/**
 * The night, row by row in the book's order (002_8a15d59d81dc3fa5.txt:26-39),
 * and the items that act in it (lines 75-101).
 */
import { describe, expect, it } from 'vitest';
import { barOf, eligible, type Json, type Options } from '../../src/engine';
import { loverGifts } from '../../src/rulesets/lychantropia/night-orders';
import { firstNight, type Hands } from './fixtures';

/** The table of fixtures.ts, everyone else with a Pigeon and a Sac d'or; the first night's book is open. */
const table = (hands: Hands = {}, options: Options = {}) => firstNight({ hands, options });

describe('the wolves’ attack (002:5, 30)', () => {
  it('kills the most voted target; the death is told at dawn, without its cause (002:40)', () => {
    const t = table();
    t.put('Ana', 'loups', ['Emma']).put('Bruno', 'loups', ['Emma']).close();
    expect(t.step).toBe('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.rs.deaths).toMatchObject([{ id: t.id('Emma'), cause: 'loups', day: 1, phase: 'night' }]);
    const post = t.doc('aube');
    expect(post).toContain('Emma a été retrouvé·e mort·e. Objets perdus\u00a0: Pigeon, Sac d’or.');
    expect(post).not.toMatch(/loup|attaqu/i);
    expect(t.call.notes).toEqual(['Causes (secret)\u00a0: Emma\u00a0: loups.']);
  });

  it('draws among the tied targets, and logs the draw', () => {
    const t = table();
    t.put('Ana', 'loups', ['Emma']).put('Bruno', 'loups', ['Farid']).close();
    const draw = t.events('draw').at(-1)!;
    expect(draw.data).toMatchObject({
      purpose: 'égalité entre les cibles des loups',
      among: [t.id('Emma'), t.id('Farid')],
    });
    const victim = (draw.data as { result: string }).result;
    expect(t.state.players[victim]!.health).toBe('mort');
    expect(t.alive(victim === t.id('Emma') ? 'Farid' : 'Emma')).toBe(true);
  });

  it('takes one wolf’s order as the pack’s choice (002:5: one PM for all wolves)', () => {
    const t = table();
    t.put('Bruno', 'loups', ['Gaëlle']).close();
    expect(t.alive('Gaëlle')).toBe(false);
  });

  it('refuses an order from a villager and a wolf choosing itself', () => {
    const t = table();
    expect(t.rejection(t.step!, { put: { player: 'Chloé', kind: 'loups', value: ['Emma'] } })).toMatchObject({
      reason: 'Chloé n’est pas un loup\u00a0: seuls les loups désignent leur cible.',
      rule: '002:5',
    });
    // Never offered to him (notSelf): typed anyway, the pack's line says no.
    expect(t.refuse('Ana', 'loups', ['Ana'])).toBe('Un loup ne se désigne pas comme cible de la meute.');
  });
});

describe('Potion de vie (002:29, 75-76, 96)', () => {
  it('warns its holder of the target during the night, then stops the attack, burning a Pigeon', () => {
    const t = table({ Emma: ['potion-vie', 'pigeon'] });
    t.put('Ana', 'loups', ['Farid']);
    expect(t.doc('vie-p5')).toBe(
      'Cette nuit, les loups attaquent Farid. Voulez-vous utiliser votre Potion de vie (elle brûle un Pigeon)\u00a0?',
    );
    t.put('Emma', 'vie', 'oui').close();
    expect(t.alive('Farid')).toBe(true);
    expect(t.items('Emma')).toEqual([]);
    expect(t.rs.removed.slice(-2).map((r) => r.reason)).toEqual([
      'Pigeon brûlé par Emma (Potion de vie)',
      'Potion de vie d’Emma',
    ]);
    expect(t.doc('aube')).toContain('Personne n’est mort cette nuit.');
    // The wolves are not told that their attack failed (002:39).
    expect(t.doc('pm-p5')).toBe('Votre Potion de vie empêche l’attaque des loups contre Farid.');
    expect(t.documents.map((d) => d.id)).not.toContain('pm-p1');
  });

  it('cannot be used without a Pigeon, though its holder is still warned', () => {
    const t = table({ Emma: ['potion-vie', 'sac'] });
    t.put('Ana', 'loups', ['Farid']);
    expect(t.doc('vie-p5')).toContain('les loups attaquent Farid');
    expect(t.refuse('Emma', 'vie', 'oui')).toBe('Chaque potion brûle un Pigeon\u00a0: Emma en a 0, il en faudrait 1.');
  });

  it('cannot protect the Chapeau de paille’s owner, whose holder is only told the hat was attacked (002:76)', () => {
    const t = table({ Emma: ['potion-vie', 'pigeon'], Farid: ['chapeau', 'pigeon'] });
    t.put('Ana', 'loups', ['Farid']);
    expect(t.doc('vie-p5')).toBe(
      'Cette nuit, les loups attaquent le porteur du Chapeau de paille\u00a0: votre potion ne peut pas le protéger.',
    );
    t.put('Emma', 'vie', 'oui').close();
    expect(t.items('Emma')).toEqual(['pigeon', 'potion-vie']);
    expect(t.player('Farid').role).toBe('loup');
  });
});

describe('Chapeau de paille (002:88)', () => {
  it('turns the attacked owner into a wolf instead of killing; the Herbes do not act then', () => {
    const t = table({ Farid: ['chapeau', 'herbes'] });
    t.put('Ana', 'loups', ['Farid']).close();
    expect(t.alive('Farid')).toBe(true);
    expect(t.player('Farid')).toMatchObject({ role: 'loup', initialRole: 'villageois' });
    expect(t.items('Farid')).toEqual(['herbes']);
    expect(t.doc('pm-p6')).toBe(
      'Les loups vous ont attaqué·e, mais votre Chapeau de paille vous change en loup. La meute\u00a0: Ana et Bruno.',
    );
    expect(t.doc('pm-p1')).toBe('Farid rejoint la meute.');
    expect(t.doc('aube')).toContain('Personne n’est mort cette nuit.');
  });
});

describe('Tonneau de bière (002:28, 101)', () => {
  it('stops every later row, the wolves included; its use is announced', () => {
    const t = table({ Emma: ['tonneau', 'pigeon'], Farid: ['potion-mort', 'pigeon'], Gaëlle: ['boule', 'pigeon'] });
    t.put('Ana', 'loups', ['Hugo'])
      .put('Farid', 'mort', ['Chloé'])
      .put('Gaëlle', 'boule', ['Ana'])
      .put('Emma', 'tonneau', 'oui')
      .close();
    expect(['Hugo', 'Chloé'].map((n) => t.alive(n))).toEqual([true, true]);
    expect(t.items('Farid')).toEqual(['pigeon', 'potion-mort']);
    expect(t.items('Emma')).toEqual(['pigeon']);
    expect(t.doc('aube')).toContain(
      'Un Tonneau de bière a coulé à flots cette nuit\u00a0: personne n’a rien pu faire.',
    );
    expect(t.documents.map((d) => d.id)).not.toContain('pm-p7');
  });

  it('comes after the Flèches d’amour, which still strike on night 1', () => {
    const t = table({ Emma: ['tonneau', 'pigeon'], Farid: ['fleches', 'pigeon'] });
    t.put('Emma', 'tonneau', 'oui').put('Farid', 'fleches', ['Gaëlle', 'Hugo']).close();
    expect(t.rs.lovers).toEqual([t.id('Gaëlle'), t.id('Hugo')]);
  });
});

describe('Potion de mort (002:31, 77)', () => {
  it('kills its target, burning a Pigeon; a player killed earlier in the night does not act (002:26)', () => {
    const t = table({ Emma: ['potion-mort', 'pigeon'], Farid: ['potion-mort', 'pigeon'] });
    t.put('Farid', 'mort', ['Hugo']).put('Ana', 'loups', ['Farid']).put('Emma', 'mort', ['Gaëlle']).close();
    expect(['Farid', 'Gaëlle', 'Hugo'].map((n) => t.alive(n))).toEqual([false, false, true]);
    expect(t.events('nuit').map((e) => e.text)).toContain(
      'Potion de mort\u00a0: Farid est mort·e plus tôt dans la nuit, sans effet.',
    );
    expect(t.invariants()).toEqual([]);
  });
});

describe('Arbalète (002:32, 85, 93)', () => {
  function crossbow() {
    const t = table({ Emma: ['arbalete', 'pigeon'], Farid: ['pigeon', 'pigeon'] });
    t.close().until('jour');
    t.put('Farid', 'pigeon-cible', ['Ana', 'Gaëlle']).close().until('nuit');
    return t;
  }

  it('shoots a target received by Pigeon during the day; a wolf shot costs nothing', () => {
    const t = crossbow();
    expect(t.rs.crossbow).toEqual({ [t.id('Emma')]: [t.id('Ana'), t.id('Gaëlle')] });
    expect(t.items('Farid')).toEqual([]);
    expect(t.refuse('Emma', 'arbalete', ['Hugo'])).toBe(
      'Hugo n’a été désigné·e par Pigeon à aucun porteur d’Arbalète aujourd’hui.',
    );
    t.put('Emma', 'arbalete', ['Ana']).close();
    expect([t.alive('Ana'), t.alive('Emma')]).toEqual([false, true]);
    expect(t.items('Emma')).toEqual(['arbalete', 'pigeon']);
  });

  it('refuses a target received, then burnt at the bûcher, saying so (not « never received »)', () => {
    const t = table({ Emma: ['arbalete', 'pigeon'], Farid: ['pigeon', 'pigeon'] });
    t.close().until('jour');
    t.put('Farid', 'pigeon-cible', ['Ana', 'Gaëlle']);
    for (const voter of ['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']) t.put(voter, 'vote', ['Ana']);
    t.close().until('nuit');
    expect(t.alive('Ana')).toBe(false);
    expect(t.refuse('Emma', 'arbalete', ['Ana'])).toBe(
      'Ana est mort·e depuis que son nom est arrivé par Pigeon\u00a0: l’Arbalète n’a plus de cible.',
    );
  });

  it('makes the shooter die too after killing a villager, wolf or not', () => {
    const t = crossbow();
    t.put('Emma', 'arbalete', ['Gaëlle']).close();
    expect([t.alive('Gaëlle'), t.alive('Emma')]).toEqual([false, false]);
    expect(t.rs.deaths.map((d) => d.cause)).toEqual(['arbalete', 'remords']);
  });
});

describe('Flèches d’amour (002:27, 79-81)', () => {
  it('make two lovers on night 1; one dies, the other follows, even with Herbes (002:90)', () => {
    const t = table({ Emma: ['fleches', 'pigeon'], Hugo: ['herbes', 'pigeon'] });
    expect(t.call.notes[0]).toBe('Emma doit utiliser ses Flèches d’amour cette nuit.');
    expect(t.refuse('Emma', 'fleches', ['Farid'])).toBe('Un villageois désigne deux amoureux.');
    t.put('Emma', 'fleches', ['Gaëlle', 'Hugo']).put('Ana', 'loups', ['Gaëlle']).close();
    expect(t.doc('pm-p7')).toBe(
      'Vous tombez amoureux·se d’Hugo. Si l’un de vous meurt, l’autre le suit\u00a0; vous pouvez vous parler et vous donner des objets la nuit.',
    );
    expect([t.alive('Gaëlle'), t.alive('Hugo')]).toEqual([false, false]);
    expect(t.items('Hugo')).toEqual([]);
    expect(t.rs.deaths.map((d) => d.cause)).toEqual(['loups', 'chagrin']);
  });

  it('make a wolf the white wolf when planted in himself', () => {
    const t = table({ Bruno: ['fleches', 'pigeon'] });
    expect(t.refuse('Bruno', 'fleches', ['Chloé', 'David'])).toBe(
      'Un loup plante les Flèches d’amour sur lui-même\u00a0: désignez-le seul.',
    );
    t.put('Bruno', 'fleches', ['Bruno']).close();
    expect(t.rs.whiteWolf).toBe(t.id('Bruno'));
    expect(t.player('Bruno').markers.loupBlanc).toBe(true);
  });

  it('can only be used on night 1', () => {
    const t = table({ Emma: ['fleches', 'pigeon'] });
    t.close().until('nuit');
    // « durant la 1ère nuit » (002:80): the refusal names that rule, not an unknown kind.
    expect(t.rejection(t.step!, { put: { player: 'Emma', kind: 'fleches', value: ['Gaëlle', 'Hugo'] } })).toMatchObject(
      { reason: 'Les Flèches d’amour ne servent que la première nuit.', rule: '002:80' },
    );
  });
});

describe('the white wolf (002:13-14, 33, 81)', () => {
  function whiteWolf() {
    const t = table({ Bruno: ['fleches', 'pigeon'] });
    t.put('Bruno', 'fleches', ['Bruno']).close();
    return t;
  }

  it('kills a wolf on even nights only', () => {
    const t = whiteWolf();
    t.until('nuit');
    expect(t.call.notes).toContain('Nuit paire\u00a0: le loup blanc (Bruno) peut tuer un loup.');
    expect(t.refuse('Bruno', 'loup-blanc', ['Chloé'])).toBe(
      'Chloé n’est pas un loup\u00a0: le loup blanc n’assassine que des loups.',
    );
    t.put('Bruno', 'loup-blanc', ['Ana']).close();
    expect(t.alive('Ana')).toBe(false);
    expect(t.rs.deaths.at(-1)).toMatchObject({ cause: 'loup-blanc', day: 2 });
  });

  it('is the target when the wolves disagree and he is one of their choices', () => {
    const t = whiteWolf();
    t.until('nuit');
    t.put('Ana', 'loups', ['Bruno']).put('Bruno', 'loups', ['Chloé']).close();
    expect([t.alive('Bruno'), t.alive('Chloé')]).toEqual([false, true]);
  });
});

describe('Pipot (002:34, 89)', () => {
  it('charms up to two players a night, each told by the MJ', () => {
    const t = table({ Emma: ['pipot', 'pigeon'] });
    expect(t.refuse('Emma', 'pipot', ['Emma'])).toBe('Le joueur de pipot ne se charme pas lui-même.');
    t.put('Emma', 'pipot', ['Ana', 'Hugo']).close();
    expect(t.player('Ana').markers.charme).toBe(true);
    expect(t.doc('pm-p8')).toBe('Vous êtes charmé·e par le joueur de pipot.');
    expect(t.doc('pm-p5')).toBe('Votre pipot charme Ana et Hugo.');
  });
});

describe('Potion d’analphabétisme (002:35, 78)', () => {
  it('takes away the target’s vote and Pigeons, burning a Pigeon', () => {
    const t = table({ Emma: ['potion-analphabetisme', 'pigeon'], Farid: ['pigeon', 'sac'] });
    t.put('Emma', 'analphabetisme', ['Farid']).close();
    expect(t.player('Farid').markers.analphabete).toBe(true);
    expect(t.doc('pm-p6')).toBe(
      'Vous êtes devenu·e analphabète\u00a0: vous ne pouvez plus voter, ni envoyer ou recevoir de Pigeon ou de Testament.',
    );
    t.until('jour');
    expect(t.rejection(t.step!, { put: { player: 'Farid', kind: 'vote', value: ['Ana'] } })).toMatchObject({
      reason: 'Farid est analphabète\u00a0: il ou elle ne vote plus.',
      rule: '002:78',
    });
    expect(t.rejection(t.step!, { put: { player: 'Farid', kind: 'pigeon-message', value: ['Ana'] } })).toMatchObject({
      reason: 'Farid est analphabète\u00a0: pas de Pigeon.',
      rule: '002:78',
    });
  });

  it('makes a Pigeon sent to the illiterate player lost, with the item it carried', () => {
    const t = table({ Emma: ['potion-analphabetisme', 'pigeon'], Gaëlle: ['fusil', 'pigeon'] });
    t.put('Emma', 'analphabetisme', ['Farid']).close().until('jour');
    t.put('Gaëlle', 'don:fusil', ['Farid']).close();
    expect(t.items('Farid')).toEqual(['pigeon', 'sac']);
    expect(t.items('Gaëlle')).toEqual([]);
    expect(t.rs.removed.find((r) => r.item.startsWith('fusil'))?.reason).toBe(
      'perdu avec un Pigeon envoyé à Farid, analphabète',
    );
  });
});

describe('Chaudron (002:36, 100)', () => {
  it('brews the chosen potion, usable from the next night', () => {
    const t = table().until('jour').close().until('nuit');
    t.grant('Emma', 'chaudron');
    t.put('Emma', 'chaudron', 'potion-mort').close();
    expect(t.items('Emma')).toEqual(['pigeon', 'potion-mort', 'sac']);
    expect(t.doc('pm-p5')).toBe('Votre Chaudron vous donne une Potion de mort.');
    expect(t.invariants()).toEqual([]);
  });
});

describe('Boule de cristal (002:37, 82)', () => {
  it('shows the camp and the items held at the time of the sonde', () => {
    const t = table({ Emma: ['boule', 'pigeon'], Ana: ['fusil', 'testament'] });
    t.put('Emma', 'boule', ['Ana']).close();
    expect(t.doc('pm-p5')).toBe('Votre Boule de cristal sonde Ana\u00a0: loup. Ses objets\u00a0: Fusil, Testament.');
  });
});

describe('lovers’ gifts (002:38, 80)', () => {
  it('pass items between the lovers, last in the night', () => {
    const t = table({ Emma: ['fleches', 'pigeon'], Gaëlle: ['potion-mort', 'pigeon'] });
    t.put('Emma', 'fleches', ['Gaëlle', 'Hugo']).close().until('nuit');
    t.put('Gaëlle', 'amoureux:potion-mort', 1).put('Gaëlle', 'mort', ['Ana']).close();
    // The potion was used earlier in the night: nothing is left to give.
    expect(t.alive('Ana')).toBe(false);
    expect(t.items('Hugo')).toEqual(['pigeon', 'sac']);
    t.until('nuit').put('Hugo', 'amoureux:sac', 1).close();
    expect(t.items('Gaëlle')).toEqual(['sac']);
    expect(t.doc('pm-p7')).toBe('Votre amoureux·se, Hugo, vous donne\u00a0: Sac d’or.');
  });

  it('are given by the lovers alone, whoever else holds the item (002:80)', () => {
    const t = table({ Emma: ['fleches', 'pigeon'], Gaëlle: ['potion-mort', 'pigeon'] });
    const pigeons = loverGifts.of('amoureux:pigeon')!.order;
    // No lovers yet: nobody gives, Emma's Pigeon notwithstanding.
    expect(eligible(t.state, pigeons.givers, undefined)).toEqual([]);
    expect(pigeons.closed?.(t.state)).toMatchObject({ rule: '002:80' });
    t.put('Emma', 'fleches', ['Gaëlle', 'Hugo']).close().until('nuit');
    const s = t.state;
    // Every seat tested against every bar, as the lists the bars let through narrow it.
    const walked = s.order.filter((id) => barOf(s, pigeons.givers, id, undefined) === null);
    expect(eligible(s, pigeons.givers, undefined)).toEqual(walked);
    expect(walked).toEqual([t.id('Gaëlle'), t.id('Hugo')]);
    expect(barOf(s, pigeons.givers, t.id('Emma'), undefined)).toMatchObject({ rule: '002:80' });
  });
});

describe('Herbes du bonheur (002:90)', () => {
  it('save once from death; the survivor loses the vote for good, which is announced', () => {
    const t = table({ Farid: ['herbes', 'pigeon'] });
    t.put('Ana', 'loups', ['Farid']).close();
    expect(t.alive('Farid')).toBe(true);
    expect(t.player('Farid').markers.sansVote).toBe(true);
    expect(t.doc('aube')).toContain(
      'Farid a échappé à la mort, mais dans un état lamentable\u00a0: il ou elle ne votera plus de la partie.',
    );
    t.until('jour');
    expect(t.rejection(t.step!, { put: { player: 'Farid', kind: 'vote', value: ['Ana'] } })).toMatchObject({
      reason: 'Farid a survécu grâce aux Herbes du bonheur\u00a0: il ou elle ne vote plus.',
      rule: '002:90',
    });
  });
});

describe('Fusil (002:84)', () => {
  it('fires at death, at once: its target killed earlier in the night acts no more', () => {
    const t = table({ Farid: ['fusil', 'pigeon'], Hugo: ['potion-mort', 'pigeon'] });
    t.put('Ana', 'loups', ['Farid']).put('Hugo', 'mort', ['Chloé']).close();
    expect(t.step).toBe('fusil');
    t.play('fusil', ['Hugo']);
    expect([t.alive('Farid'), t.alive('Hugo'), t.alive('Chloé')]).toEqual([false, false, true]);
    expect(t.events('fusil').at(-1)).toMatchObject({ vis: { to: 'mj' } });
    expect(t.doc('aube')).not.toContain('Fusil');
  });
});

describe('Testament (002:98, 104)', () => {
  it('is written at death and handed to the Notaire at the next dawn', () => {
    const t = table({ Farid: ['testament', 'pigeon'] });
    t.put('Ana', 'loups', ['Farid']).close();
    t.play('testament', true).play('aube');
    expect(t.step).toBe('testaments');
    expect(t.call.line).toBe('Transmettez au Notaire, Chloé, le testament de Farid.');
    expect(t.doc('testaments')).toBe('Vous recevez le testament de Farid\u00a0: [texte du testament]');
  });
});

describe('Aimant (002:87)', () => {
  it('picks up the items of the night’s dead, but not a Fusil used at death; at four items it goes back to the shop', () => {
    const t = table({ Emma: ['aimant', 'pigeon'], Farid: ['fusil', 'lorgnettes'] });
    t.put('Ana', 'loups', ['Farid']).close().play('fusil', ['Hugo']);
    expect(t.items('Emma')).toEqual(['lorgnettes', 'pigeon', 'pigeon', 'sac']);
    expect(t.rs.toShop).toEqual([]);
    expect(t.shop()).toContain('aimant');
    expect(t.doc('aube')).toContain('Farid a été retrouvé·e mort·e.');
    expect(t.doc('aube')).toContain('Hugo a été retrouvé·e mort·e.');
    expect(t.doc('aube')).toContain(
      'Boutique\u00a0: Chaudron, Tonneau de bière ×2, Testament ×2, Nid de pigeons ×2, Aimant.',
    );
    expect(t.doc('pm-p5')).toBe(
      [
        'Votre Aimant ramasse les objets des morts de la nuit\u00a0: Lorgnettes, Pigeon, Sac d’or.',
        'Vous tenez 5 objets\u00a0: votre Aimant vous échappe et retourne à la boutique.',
        // Emma now holds Farid's Lorgnettes, which see the Fusil and the Aimant at work.
        'Vos Lorgnettes vous montrent les objets utilisés cette nuit\u00a0: Fusil, Aimant.',
      ].join('\n'),
    );
  });
});

describe('Lorgnettes (002:83)', () => {
  it('tell at dawn which items served in the night', () => {
    const t = table({ Emma: ['lorgnettes', 'pigeon'], Farid: ['potion-mort', 'pigeon'], Gaëlle: ['boule', 'pigeon'] });
    t.put('Farid', 'mort', ['Hugo']).put('Gaëlle', 'boule', ['Ana']).close();
    expect(t.doc('pm-p5')).toBe(
      'Vos Lorgnettes vous montrent les objets utilisés cette nuit\u00a0: Pigeon, Potion de mort, Boule de cristal.',
    );
  });
});

describe('Testament and Aimant together (002:87, 98)', () => {
  it('the Aimant takes the dead’s items but not the Testament used at death', () => {
    const t = table({ Emma: ['aimant', 'pigeon'], Farid: ['testament', 'sac'] });
    t.put('Ana', 'loups', ['Farid']).close().play('testament', true);
    expect(t.items('Emma')).toEqual(['aimant', 'pigeon', 'sac']);
    expect(t.rs.removed.at(-1)).toMatchObject({ reason: 'testament de Farid' });
  });

  it('an unused Testament is picked up like any item', () => {
    const t = table({ Emma: ['aimant', 'pigeon'], Farid: ['testament', 'sac'] });
    t.put('Ana', 'loups', ['Farid']).close().play('testament', false);
    // Four items: the Aimant goes back to the shop.
    expect(t.items('Emma')).toEqual(['pigeon', 'sac', 'testament']);
    expect(t.shop()).toContain('aimant');
  });
});

describe('the illiterate and the Testament (002:78)', () => {
  it('cannot write one: the illiterate dies without being asked', () => {
    const t = table({ Emma: ['potion-analphabetisme', 'pigeon'], Farid: ['testament', 'pigeon'] });
    t.put('Emma', 'analphabetisme', ['Farid']).close().until('nuit');
    t.put('Ana', 'loups', ['Farid']).close();
    expect(t.step).toBe('aube');
    expect(t.doc('aube')).toContain('Farid a été retrouvé·e mort·e. Objets perdus\u00a0: Testament, Pigeon.');
  });

  it('a Notaire who cannot read loses the testaments handed to him', () => {
    const t = table({ Emma: ['potion-analphabetisme', 'pigeon'], Gaëlle: ['testament', 'pigeon'] });
    t.put('Emma', 'analphabetisme', ['Chloé']).close().until('nuit');
    t.put('Ana', 'loups', ['Gaëlle']).close().play('testament', true).play('aube');
    expect(t.call.line).toBe('Testament de Gaëlle\u00a0: le Notaire, Chloé, est analphabète\u00a0; il est perdu.');
    expect(t.documents).toEqual([]);
    t.play('testaments');
    expect(t.events('testament').at(-1)).toMatchObject({ vis: { to: 'mj' }, text: 'Testament de Gaëlle perdu.' });
  });
});

describe('orders another book takes, refused with their rule (002:15-38)', () => {
  it('on night 2, a Pipot sent by Pigeon and the Flèches d’amour name the rule that forbids them, not an unknown kind', () => {
    const t = table({ Emma: ['pipot', 'pigeon'], Farid: ['fleches', 'pigeon'] });
    t.close().until('nuit');
    expect(t.state.clock.day).toBe(2);
    const put = (player: string, kind: string, value: Json) => t.rejection(t.step!, { put: { player, kind, value } });
    // The Pipot never travels by Pigeon (002:89), by day or by night.
    expect(put('Emma', 'don:pipot', ['Gaëlle'])).toMatchObject({
      kind: 'refused',
      reason: 'Le Pipot ne se donne pas par Pigeon (ni ne se troque).',
      rule: '002:89',
    });
    // The arrows are shot on the first night only (002:80).
    expect(put('Farid', 'fleches', ['Gaëlle', 'Hugo'])).toMatchObject({
      kind: 'refused',
      reason: 'Les Flèches d’amour ne servent que la première nuit.',
      rule: '002:80',
    });
    // An item sent by Pigeon is a day's order (002:95); the lovers' own gifts are the night's (002:80).
    expect(put('Emma', 'don:pigeon', ['Gaëlle'])).toMatchObject({ kind: 'refused', rule: '002:95' });
    expect(put('Emma', 'vote', ['Gaëlle'])).toMatchObject({
      kind: 'refused',
      reason: '«\u00a0Vote\u00a0» est un ordre de la journée, pas de la nuit.',
      rule: '002:18',
    });
    // The Pipot's own order at night is still taken.
    t.put('Emma', 'pipot', ['Gaëlle']);
  });
});
