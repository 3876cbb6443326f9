/**
 * The bûcher and the powers that weigh on it (003_7860fbf4cb88296e.txt:15-16,
 * 76, 93-94, 100-103, 127-131).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { barOf, publicView } from '../../src/engine';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { ABSENT_BAR, alive, PRESENT, presentPlayers } from '../../src/rulesets/newmilenium/queries/people';
import { plain } from './driver';
import { firstDay, firstNight, toDay } from './fixtures';

const burnt = (t: ReturnType<typeof firstDay>) =>
  t.state.rs.deaths.filter((d) => d.cause === 'bucher').map((d) => t.name(d.id));

describe('the votes (003:15-16)', () => {
  it('are never against oneself, and may change until the deadline', () => {
    const t = firstDay();
    expect(t.refusedWith('Ana', 'vote', ['Ana'])).toMatchObject({
      kind: 'refused',
      reason: 'On vote toujours contre quelqu’un d’autre que soi.',
      rule: '003:15',
    });
    t.put('Ana', 'vote', ['Emma']).put('Ana', 'vote', ['Farid']);
    expect(t.call.notes.map(plain)).toContain('Ana — Vote du bûcher : Farid');
  });

  it('burn the most voted; his nature is announced, not his roles nor the count (003:16, 131)', () => {
    const t = firstDay({ hands: { Emma: ['voyante', 'corbeau'] } });
    for (const v of ['Ana', 'Bruno', 'Chloé']) t.put(v, 'vote', ['Emma']);
    t.put('David', 'vote', ['Farid']);
    t.close();
    expect(t.step).toBe('bucher');
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Emma (3), Farid (1).');
    t.until('bilan');
    const post = t.text('deadline');
    expect(post).toContain('Le village mène Emma au bûcher.');
    expect(post).toContain('Emma est mort·e. Sa nature : villageois.');
    expect(post).not.toMatch(/Voyante|Corbeau|\(3\)|3 voix/);
    expect(publicView(newmilenium, t.state).players.find((p) => p.name === 'Emma')).toMatchObject({
      alive: false,
      role: 'villageois',
    });
  });

  it('burn nobody when nobody voted', () => {
    const t = firstDay().close().until('bilan');
    expect(t.text('deadline')).toContain('Personne n’a reçu de voix : pas de bûcher aujourd’hui.');
  });

  it('go to the Maire on a tie: he chooses among the tied (003:17)', () => {
    const t = firstDay();
    t.put('Ana', 'vote', ['Emma']).put('Bruno', 'vote', ['Farid']).close();
    expect(plain(t.call.line)).toBe('Égalité entre Emma et Farid (1 voix) : le Maire, Chloé, tranche.');
    expect(t.candidates).toEqual(['Emma', 'Farid']);
    t.play('bucher', ['Farid']);
    expect(burnt(t)).toEqual(['Farid']);
  });

  it('are drawn on a tie when there is no Maire', () => {
    const t = firstDay();
    t.setState(produce(t.state, (d) => void (d.posts.maire = null)));
    t.put('Ana', 'vote', ['Emma']).put('Bruno', 'vote', ['Farid']).close();
    expect(t.call.prompt.kind).toBe('ack');
    t.play('bucher');
    expect(t.events('draw').at(-1)!.data).toMatchObject({ purpose: 'égalité au bûcher, sans Maire' });
    expect(burnt(t)).toHaveLength(1);
  });
});

describe('the Meneur (003:100, 128)', () => {
  it('has one vote more, unless salbatarised', () => {
    const t = firstDay({ hands: { David: ['meneur', 'lache'] } });
    t.put('David', 'vote', ['Emma']).put('Ana', 'vote', ['Farid']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Emma (2), Farid (1).');
    const u = firstDay({ hands: { David: ['meneur', 'lache'] } });
    u.setState(produce(u.state, (d) => void (d.players[u.id('David')]!.markers.salbatarise = 1)));
    u.put('David', 'vote', ['Emma']).put('Ana', 'vote', ['Farid']).close();
    expect(u.call.notes.map(plain)[0]).toBe('Décompte (secret) : Emma (1), Farid (1).');
  });
});

describe('the Institutrice (003:93)', () => {
  it('casts a vote that does not count', () => {
    const t = firstDay({ hands: { David: ['institutrice', 'lache'] } });
    t.put('David', 'vote', ['Emma']).put('Ana', 'vote', ['Farid']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Farid (1).');
  });

  it('silences up to three players while more than eight live, her last list counting; the silenced are told', () => {
    const t = firstDay({ hands: { David: ['institutrice', 'lache'], Emma: ['paranoiaque', 'lache'] } });
    expect(t.refusedWith('David', 'institutrice', ['Ana', 'Bruno', 'Chloé', 'Emma'])).toMatchObject({
      kind: 'refused',
    });
    t.put('David', 'institutrice', ['Ana', 'Bruno', 'Chloé']);
    t.put('David', 'institutrice', ['Ana', 'Emma']);
    for (const v of ['Ana', 'Emma']) t.put(v, 'vote', ['Farid']);
    t.put('Bruno', 'vote', ['Gaëlle']);
    t.close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Gaëlle (1).');
    t.until('bilan');
    expect(t.text('pm-p1')).toBe('Votre vote n’a pas compté aujourd’hui.');
    expect(t.text('pm-p5')).toContain('David a usé sur vous de son pouvoir d’Institutrice.');
  });

  it('silences at most two once eight or fewer live', () => {
    const t = firstDay({ players: 8, hands: { David: ['institutrice', 'lache'] } });
    expect(t.refusedWith('David', 'institutrice', ['Ana', 'Bruno', 'Chloé'])).toMatchObject({
      reason: 'Avec 8 vivants, l’Institutrice prive au plus 2 joueurs de vote.',
      rule: '003:93',
    });
  });
});

describe('the Corbeau (003:76)', () => {
  it('adds two votes, told in the morning without their source, counted at the bûcher', () => {
    const t = firstNight({ hands: { David: ['corbeau', 'lache'] } });
    t.put('David', 'corbeau', ['Emma']).close().until('aube');
    expect(t.text('aube')).toContain('Au petit matin, 2 voix de plus contre Emma attendent le bûcher de ce jour.');
    expect(t.text('aube')).not.toContain('David');
    t.until('jour');
    expect(publicView(newmilenium, t.state).blocks).toContainEqual({
      kind: 'tally',
      title: 'Voix ajoutées au bûcher du jour',
      rows: [{ label: 'Emma', count: 2 }],
    });
    t.put('Ana', 'vote', ['Farid']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Emma (2), Farid (1).');
  });

  it('loses his votes against a player the wolves killed earlier in the night, and the log says why (003:51-63)', () => {
    const t = firstNight({ hands: { David: ['corbeau', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).put('David', 'corbeau', ['Emma']).close().until('aube');
    expect(t.alive('Emma')).toBe(false);
    expect(t.log()).toContain('Corbeau : Emma est mort·e, les 2 voix de David sont perdues.');
    expect(t.text('aube')).not.toContain('voix de plus');
  });

  it('may target himself', () => {
    const t = firstNight({ hands: { David: ['corbeau', 'lache'] } });
    t.put('David', 'corbeau', ['David']).close().until('aube');
    expect(t.text('aube')).toContain('2 voix de plus contre David');
  });
});

describe('the Châtelain (003:94)', () => {
  it('cancels the bûcher once if one of his two names is to burn', () => {
    const t = firstDay({ hands: { David: ['chatelain', 'lache'] } });
    t.put('David', 'chatelain', ['Emma', 'Farid']);
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('bilan');
    expect(t.alive('Emma')).toBe(true);
    expect(t.text('deadline')).toContain(
      'Au dernier moment, le bûcher d’Emma est annulé : personne ne brûle aujourd’hui.',
    );
    expect(t.state.rs.uses[t.id('David')]!.chatelain).toBe(0);
  });

  it('never for his own bûcher, and does nothing when someone else burns', () => {
    const t = firstDay({ hands: { David: ['chatelain', 'lache'] } });
    expect(t.refusedWith('David', 'chatelain', ['David'])).toMatchObject({ rule: '003:94' });
    t.put('David', 'chatelain', ['Emma']);
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Farid']);
    t.close().until('bilan');
    expect(t.alive('Farid')).toBe(false);
    expect(t.state.rs.uses[t.id('David')]!.chatelain).toBe(1);
  });
});

describe('the Fuyard (003:127)', () => {
  it('escapes his first bûcher, shown to all; absent the next night and day; nobody burns', () => {
    const t = firstDay({ hands: { Emma: ['fuyard', 'lache'] } });
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('bilan');
    expect(t.alive('Emma')).toBe(true);
    expect(t.text('deadline')).toContain(
      'Emma se révèle Fuyard et s’enfuit à toutes jambes : personne ne brûle aujourd’hui.',
    );
    expect(publicView(newmilenium, t.state).players.find((p) => p.name === 'Emma')!.roleName).toBe('Fuyard');
    t.until('nuit');
    // Untouchable: no order names her, she gives none.
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.players).not.toContain(t.id('Emma'));
    expect(t.refuse('Jules', 'assassin', ['Emma'])).toBe('Emma est absent·e : intouchable jusqu’à son retour.');
    t.close().until('jour');
    expect(t.refuse('Ana', 'vote', ['Emma'])).toBe('Emma est absent·e : intouchable jusqu’à son retour.');
    t.close().until('nuit');
    expect(t.state.clock.day).toBe(3);
    expect(t.said()).toContain('Emma revient au village.');
    expect(t.state.players[t.id('Emma')]!.markers.absent).toBeUndefined();
    // The forum learns it in the next dawn's post.
    t.close().until('aube');
    expect(t.text('aube')).toContain('Emma revient au village.');
  });

  it('is out of every call among the players in the game while away, the dead before him (003:127)', () => {
    const t = firstDay({ hands: { Emma: ['fuyard', 'lache'] } });
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('nuit');
    // Farid dies: the seat of a dead player says so, not that he is away.
    const s = produce(t.state, (d) => {
      d.players[t.id('Farid')]!.health = 'mort';
    });
    const [emma, farid] = [t.id('Emma'), t.id('Farid')];
    expect(alive(s, farid)).toBe(false);
    expect(presentPlayers(s)).toEqual(s.order.filter((id) => id !== emma && id !== farid));
    // The seats the absence's bar lets through are exactly those its test lets through (the bars' `pass`).
    expect(ABSENT_BAR.pass!(s, undefined)).toEqual(s.order.filter((id) => !ABSENT_BAR.test(s, id, undefined)));
    expect(barOf(s, PRESENT, emma, undefined)).toMatchObject({ rule: '003:127' });
    expect(barOf(s, PRESENT, farid, undefined)?.rule).toBeUndefined();
  });

  it('burns at his second bûcher', () => {
    const t = firstDay({ hands: { Emma: ['fuyard', 'lache'] } });
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('nuit');
    toDay(t, 3);
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('bilan');
    expect(t.alive('Emma')).toBe(false);
  });
});

describe('the Chasseur (003:102, 129)', () => {
  it('shoots as he burns, and his card is then shown', () => {
    const t = firstDay({ hands: { Emma: ['chasseur', 'lache'] } });
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('chasseur');
    expect(t.call.prompt).toMatchObject({ min: 0, max: 1 });
    t.play('chasseur', ['Ana']).until('bilan');
    const post = t.text('deadline');
    expect(post).toContain('Emma se révèle Chasseur : dans un dernier sursaut, il ou elle abat Ana.');
    expect(post).toContain('Ana est mort·e. Sa nature : loup.');
    expect(t.alive('Ana')).toBe(false);
  });

  it('shoots at night too, without showing his card', () => {
    const t = firstNight({ hands: { Emma: ['chasseur', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).close();
    expect(t.step).toBe('chasseur');
    t.play('chasseur', ['Bruno']).until('aube');
    expect(t.alive('Bruno')).toBe(false);
    expect(t.text('aube')).not.toContain('Chasseur');
  });

  it('may shoot nobody', () => {
    const t = firstNight({ hands: { Emma: ['chasseur', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).close().play('chasseur', []).until('aube');
    expect(t.state.rs.deaths).toHaveLength(1);
  });
});

describe('the Vengeur (003:103, 130)', () => {
  it('names two players as he burns: three votes against each the next day, no vote for them, the source public', () => {
    const t = firstDay({ hands: { Emma: ['vengeur', 'lache'] } });
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close().until('vengeur');
    t.play('vengeur', ['Ana', 'Farid']).until('bilan');
    expect(t.text('deadline')).toContain(
      'La vengeance d’Emma pèse sur le bûcher demain : 3 contre Ana, 3 contre Farid ; Ana et Farid ne voteront pas demain.',
    );
    t.until('nuit').close().until('jour');
    expect(t.refusedWith('Ana', 'vote', ['Chloé'])).toMatchObject({ rule: '003:130' });
    t.put('Bruno', 'vote', ['Chloé']).close();
    expect(t.call.notes.map(plain)[0]).toBe('Décompte (secret) : Ana (3), Farid (3), Chloé (1).');
  });

  it('dead at night, names them at dawn, for that day', () => {
    const t = firstNight({ hands: { Emma: ['vengeur', 'lache'] } });
    t.put('Ana', 'loups', ['Emma']).close();
    expect(t.step).toBe('vengeance');
    t.play('vengeance', ['Bruno', 'Chloé']).until('aube');
    expect(t.text('aube')).toContain(
      'La vengeance d’Emma pèse sur le bûcher aujourd’hui : 3 contre Bruno, 3 contre Chloé',
    );
  });
});
