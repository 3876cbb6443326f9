/**
 * The base cards that act at night. Their rules are the base game's and
 * Nouvelle Lune's (rules README, ../shared/rules/README.md:38); the recueil
 * (004_d59078fd8312dd78.txt) gives their place in the night and how they meet
 * its new cards.
 */
import { describe, expect, it } from 'vitest';
import { FIVE, seated } from './fixtures';
import { village } from './table';

describe('Loups-Garous (004:625, 004:642)', () => {
  it('devour their victim, who is found dead only when the village wakes', () => {
    const t = village(FIVE);
    t.play('endormissement').play('voyante', ['Chloé']).play('montrer').play('loups', ['David']);
    expect(t.alive('David')).toBe(true);
    expect(t.step).toBe('aube');
    expect(t.call.line).toBe('Le village se réveille, sauf David.');
    t.play('aube');
    expect(t.alive('David')).toBe(false);
    expect(t.events('announce').at(-1)?.text).toBe(
      'David a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.',
    );
  });

  it('cannot choose one of their own', () => {
    const t = village(seated(5, 'loup-garou', 'loup-garou'));
    t.play('endormissement');
    expect(t.refusal('loups', ['Bruno'])).toBe(
      'Bruno est un loup\u00a0: la meute choisit sa victime parmi les autres joueurs.',
    );
    expect(t.refusal('loups', [])).toBe('Désignez exactement un joueur.');
  });
});

describe('Voyante (004:619)', () => {
  it('sees the card of one other player, shown on its own call, known to her alone', () => {
    const t = village(FIVE);
    t.play('endormissement');
    expect(t.refusal('voyante', ['Ana'])).toBe(
      'Ana a la carte Voyante\u00a0: cette carte ne désigne jamais celui ou celle qui la tient.',
    );
    t.play('voyante', ['Bruno']);
    // The card is the MJ's to show (a note), never read aloud (004:619).
    expect([t.call.notes, t.call.line]).toEqual([
      ['Montrez à la Voyante la carte de Bruno\u00a0: Loup-Garou.'],
      'Puis elle se rendort.',
    ]);
    expect(t.events('voyante')[0]).toMatchObject({
      vis: { to: 'players', ids: [t.id('Ana')] },
      data: { target: t.id('Bruno'), role: 'loup-garou' },
    });
    expect(JSON.stringify(t.publicView())).not.toContain('Loup-Garou');
  });
});

describe('Sorcière (004:114, 004:313, 004:631)', () => {
  const cards = seated(6, 'sorciere', 'loup-garou');

  it('is shown the victim and may save it with her single healing potion', () => {
    const t = village(cards);
    t.play('endormissement').play('loups', ['Chloé']);
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui montre la victime de cette nuit\u00a0: Chloé.'],
      'La Sorcière se réveille. Veut-elle utiliser sa potion de vie\u00a0?',
    ]);
    t.play('sorciere-vie', true).play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
    t.play('aube');
    expect(t.alive('Chloé')).toBe(true);
    expect(t.player('Ana').markers.potionVie).toBe(false);
    // Next night: no healing potion left, she is only shown the victim.
    t.play('election', t.voteAll('Ana'))
      .play('debat')
      .play('vote', t.voteAll(null))
      .play('endormissement')
      .play('loups', ['David']);
    expect(t.call.prompt).toEqual({ kind: 'ack', label: 'Montrer la victime, puis continuer' });
    expect(t.call.notes).toEqual([
      'Je lui montre la victime de cette nuit\u00a0: David.',
      'Potion de vie impossible\u00a0: potion de vie déjà utilisée.',
    ]);
    expect(t.refusal('sorciere-vie', true)).toBe('Cet appel attend seulement «\u00a0Suivant\u00a0».');
  });

  it('may poison someone once, and use both potions the same night', () => {
    const t = village(cards);
    t.play('endormissement').play('loups', ['Chloé']).play('sorciere-vie', true).play('sorciere-mort', ['Bruno']);
    t.play('aube');
    expect(t.alive('Bruno')).toBe(false);
    expect(t.state.ended?.camps).toEqual(['village']);
  });

  it('with the one-potion-a-night option, cannot poison after healing', () => {
    const t = village(cards, { sorciereDeuxPotions: false });
    t.play('endormissement').play('loups', ['Chloé']).play('sorciere-vie', true);
    expect(t.call.notes).toEqual(['Potion de mort impossible\u00a0: une seule potion par nuit.']);
    expect(t.call.prompt.kind).toBe('ack');
  });

  it('may save herself unless the table plays without self-healing', () => {
    const self = village(cards).play('endormissement').play('loups', ['Ana']);
    expect(self.call.prompt.kind).toBe('yesno');
    const not = village(cards, { sorciereSoinSoiMeme: false }).play('endormissement').play('loups', ['Ana']);
    expect(not.call.notes).toEqual([
      'Je lui montre la victime de cette nuit\u00a0: Ana.',
      'Potion de vie impossible\u00a0: elle ne peut pas se sauver elle-même.',
    ]);
  });
});

describe('Sauveteur (004:601, 004:622)', () => {
  const cards = ['sauveteur', 'loup-garou', 'villageois', 'villageois', 'villageois', 'petite-fille'];

  it('protects one player from the wolves, himself included, never the same two nights running', () => {
    const t = village(cards);
    t.play('endormissement').play('sauveteur', ['Ana']).play('loups', ['Ana']).play('petite-fille', false).play('aube');
    expect(t.alive('Ana')).toBe(true);
    t.play('election', t.voteAll('Chloé')).play('debat').play('vote', t.voteAll(null)).play('endormissement');
    expect(t.call.notes).toEqual(['Protégé la nuit dernière (interdit ce soir)\u00a0: Ana.']);
    expect(t.refusal('sauveteur', ['Ana'])).toBe(
      'Ana a été protégé·e la nuit dernière\u00a0: le Sauveteur ne protège jamais deux nuits de suite la même personne.',
    );
    t.play('sauveteur', ['Chloé']).play('loups', ['David']).play('petite-fille', false).play('aube');
    expect(t.alive('David')).toBe(false);
  });

  it('cannot protect the Petite Fille, who is out spying (004:580, 004:601)', () => {
    const t = village(cards);
    t.play('endormissement').play('sauveteur', ['Farid']).play('loups', ['Chloé']).play('petite-fille', true);
    expect(t.call.line).toBe('Le village se réveille, sauf Farid.');
    t.play('aube');
    expect([t.alive('Farid'), t.alive('Chloé')]).toEqual([false, true]);
  });
});

describe('Petite Fille (004:232, 004:601)', () => {
  const cards = ['petite-fille', 'loup-garou', 'villageois', 'villageois', 'sorciere'];

  it('dies instead of the victim when the wolves catch her spying', () => {
    const t = village(cards);
    t.play('endormissement').play('loups', ['Chloé']);
    expect(t.call.line).toBe('La Petite Fille a pu espionner les loups. L’ont-ils surprise\u00a0?');
    t.play('petite-fille', true);
    // The Sorcière is shown the Petite Fille.
    expect(t.call.notes).toContain('Je lui montre la victime de cette nuit\u00a0: Ana.');
    t.play('sorciere-vie', false).play('sorciere-mort', []).play('aube');
    expect([t.alive('Ana'), t.alive('Chloé')]).toEqual([false, true]);
  });

  it('can be saved by the Sorcière, unless the variant says the potion fails on her', () => {
    const saved = village(cards)
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('petite-fille', true)
      .play('sorciere-vie', true)
      .play('sorciere-mort', []);
    expect(saved.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
    const variant = village(cards, { potionPetiteFille: true })
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('petite-fille', true)
      .play('sorciere-vie', true)
      .play('sorciere-mort', []);
    expect(variant.call.line).toBe('Le village se réveille, sauf Ana.');
    expect(variant.call.notes).toContain('La potion de vie n’a aucun effet sur la Petite Fille.');
  });

  it('is never asked about when the table plays without the « caught » rule', () => {
    const t = village(cards, { petiteFilleSurprise: false }).play('endormissement').play('loups', ['Chloé']);
    expect(t.step).toBe('sorciere-vie');
  });
});

describe('Cupidon and the lovers (004:84, 004:140, 004:236, 004:605-606)', () => {
  const cards = seated(6, 'cupidon', 'loup-garou');

  it('links two players on the first night, who then wake to know each other', () => {
    const t = village(cards);
    t.play('endormissement');
    expect(t.refusal('cupidon', ['Chloé'])).toBe('Désignez exactement 2 joueurs.');
    t.play('cupidon', ['Chloé', 'David']);
    expect(t.step).toBe('amoureux');
    expect(t.wakes).toEqual([t.id('Chloé'), t.id('David')]);
    expect(t.player('Chloé').markers.amoureux).toBe(t.id('David'));
  });

  it('the partner dies of grief at once', () => {
    const t = village(cards);
    t.play('endormissement').play('cupidon', ['Chloé', 'David']).play('amoureux').play('loups', ['Chloé']);
    expect(t.call.line).toBe('Le village se réveille, sauf Chloé et David.');
    t.play('aube');
    expect([t.alive('Chloé'), t.alive('David')]).toEqual([false, false]);
    expect(t.state.rs.deaths.map((d) => d.cause)).toEqual(['loups', 'chagrin']);
  });

  it('a wolf and a villager in love win alone as the last two (a camp of their own)', () => {
    const t = village(seated(4, 'cupidon', 'loup-garou'));
    t.play('endormissement').play('cupidon', ['Bruno', 'Chloé']).play('amoureux').play('loups', ['Ana']).play('aube');
    expect(t.state.ended).toBeNull();
    t.play('election', t.voteAll('Bruno'))
      .play('debat')
      .play('vote', t.voteAll('David', { David: 'Bruno' }))
      .play('execution');
    expect(t.state.ended).toEqual({
      camps: ['amoureux'],
      winners: [t.id('Bruno'), t.id('Chloé')],
      reason: 'Les amoureux sont les derniers survivants\u00a0: l’amour triomphe\u00a0!',
    });
  });

  it('Cupidon shares a mixed couple’s victory when the table chose so', () => {
    const t = village(seated(4, 'cupidon', 'loup-garou'), { cupidonGagneAvecCouple: true });
    t.play('endormissement').play('cupidon', ['Bruno', 'Chloé']).play('amoureux').play('loups', ['David']).play('aube');
    expect(t.state.ended?.winners).toEqual([t.id('Ana'), t.id('Bruno'), t.id('Chloé')]);
  });
});

describe('Joueur de Flûte (004:632-633)', () => {
  const cards = seated(5, 'joueur-de-flute', 'loup-garou');

  it('charms two others a night, who then wake together; wins when every survivor is charmed', () => {
    const t = village(cards);
    t.play('endormissement').play('loups', ['Emma']);
    expect(t.refusal('flute', ['Ana', 'Bruno'])).toBe(
      'Ana a la carte Joueur de Flûte\u00a0: cette carte ne désigne jamais celui ou celle qui la tient.',
    );
    t.play('flute', ['Bruno', 'Chloé']);
    expect(t.wakes).toEqual([t.id('Bruno'), t.id('Chloé')]);
    t.play('charmes').play('aube');
    t.play('election', t.voteAll('Ana'))
      .play('debat')
      .play('vote', t.voteAll(null))
      .play('endormissement')
      .play('loups', ['Ana']);
    expect(t.refusal('flute', ['Bruno', 'David'])).toBe('Bruno est déjà charmé·e.');
    // Only David is left to charm: the prompt asks for exactly one.
    expect(t.call.prompt).toMatchObject({ min: 1, max: 1, candidates: [t.id('David')] });
    t.play('flute', ['David']);
    expect(t.state.ended).toEqual({
      camps: ['flute'],
      winners: [t.id('Ana')],
      reason: 'Tous les survivants sont charmés\u00a0: le Joueur de Flûte gagne\u00a0!',
    });
  });
});

describe('Voleur (004:599)', () => {
  it('may swap his card for a centre card, and is then called as that card', () => {
    const t = village(seated(5, 'voleur', 'loup-garou'), {}, { extra: ['voyante', 'villageois'] });
    t.play('endormissement');
    expect(t.call.notes).toEqual(['Cartes du centre\u00a0: Voyante et Simple Villageois.']);
    t.play('voleur', 'carte-0');
    expect(t.player('Ana').role).toBe('voyante');
    expect(t.state.spare).toEqual(['voleur', 'villageois']);
    expect(t.step).toBe('voyante');
    expect(t.wakes).toEqual([t.id('Ana')]);
  });

  it('must take a Loup-Garou when both centre cards are wolves', () => {
    const t = village(seated(5, 'voleur', 'loup-garou'), {}, { extra: ['loup-garou', 'loup-garou'] });
    t.play('endormissement');
    expect(t.refusal('voleur', 'garder')).toBe('Choisissez une des options proposées.');
    t.play('voleur', 'carte-1');
    expect(t.player('Ana').role).toBe('loup-garou');
    expect(t.wakes).toEqual([t.id('Ana'), t.id('Bruno')]);
  });
});

describe('Ancien (004:554)', () => {
  const cards = seated(6, 'ancien', 'loup-garou', 'voyante', 'chasseur');

  it('survives the first attack of the wolves, not the second', () => {
    const t = village(cards);
    t.play('endormissement').play('voyante', ['Bruno']).play('montrer').play('loups', ['Ana']);
    expect(t.call.notes).toContain('Ana (Ancien) survit à sa première attaque.');
    t.play('aube');
    expect(t.alive('Ana')).toBe(true);
    t.play('election', t.voteAll('Chloé')).play('debat').play('vote', t.voteAll(null));
    t.play('endormissement').play('voyante', ['Emma']).play('montrer').play('loups', ['Ana']).play('aube');
    expect(t.alive('Ana')).toBe(false);
  });

  it('executed by the village, takes the villagers’ powers away', () => {
    const t = village(cards);
    t.play('endormissement').play('voyante', ['Bruno']).play('montrer').play('loups', ['Emma']).play('aube');
    t.play('election', t.voteAll('Chloé'))
      .play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution');
    expect(t.events('curse')[0]?.text).toBe(
      'L’Ancien a été tué par les siens\u00a0: les villageois perdent leurs pouvoirs.',
    );
    t.play('endormissement');
    expect(t.call.inert).toBe('les villageois ont perdu leurs pouvoirs (mort de l’Ancien)');
    // The Chasseur, powerless too, takes nobody with him.
    t.pass('voyante').play('loups', ['David']).play('aube');
    expect(t.alive('David')).toBe(false);
    expect(t.step).toBe('debat');
  });
});

describe('Chasseur (004:124, 004:234, 004:338)', () => {
  const cards = seated(5, 'chasseur', 'loup-garou');

  it('shoots someone as he dies at night, right after the dawn announcement', () => {
    const t = village(cards);
    t.play('endormissement').play('loups', ['Ana']).play('aube');
    expect(t.step).toBe('chasseur');
    expect(t.call.line).toBe(
      'Ana était le Chasseur\u00a0: dans son dernier souffle, il désigne un joueur qu’il emporte.',
    );
    t.play('chasseur', ['Bruno']);
    expect(t.state.ended?.camps).toEqual(['village']);
    expect(t.events('announce').at(-1)?.text).toBe('Le Chasseur abat Bruno. Sa carte\u00a0: Loup-Garou.');
  });

  it('shoots right after his execution during the day', () => {
    const t = village(cards);
    t.play('endormissement').play('loups', ['Emma']).play('aube');
    t.play('election', t.voteAll('Chloé'))
      .play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Chloé' }))
      .play('execution');
    expect(t.step).toBe('chasseur');
    t.play('chasseur', ['Chloé']);
    expect(
      t
        .events('announce')
        .map((e) => e.text)
        .slice(-1),
    ).toEqual(['Le Chasseur abat Chloé. Sa carte\u00a0: Simple Villageois.']);
    expect(t.step).toBe('successeur');
  });
});
