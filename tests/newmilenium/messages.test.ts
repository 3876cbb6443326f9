/**
 * The day's counted messages: the Lâche's anonymous ones, relayed by the MJ
 * (003_7860fbf4cb88296e.txt:92), and those an Araignée's link allows (003:91).
 */
import { describe, expect, it } from 'vitest';
import { firstDay, firstNight, toDay } from './fixtures';

describe('the Lâche (003:92)', () => {
  it('sends twice the day’s number of anonymous messages, which the MJ relays', () => {
    const t = firstDay({ hands: { Emma: ['lache', 'chatelain'] } });
    t.put('Emma', 'lache', ['Farid']).put('Emma', 'lache', ['Gaëlle']);
    // Her allowance spent, she is no longer among the kind's givers: the refusal names the allowance's line.
    expect(t.refusedWith('Emma', 'lache', ['Hugo'])).toMatchObject({ rule: '003:92' });
    const doc = t.text('messages');
    expect(doc).toContain('n° 1 : d’Emma (Lâche) à Farid — à relayer sans dire de qui');
    expect(doc).toContain('Emma : 2 envoyé(s), 0 restant(s)');
    expect(t.documents.find((d) => d.id === 'messages')!.audience).toEqual({ to: 'mj' });
    // The recipient's message, ready to paste, says nothing of its sender.
    expect(t.text('pm-p6')).toBe('Un message anonyme vous parvient : « [collez ici le texte reçu du Lâche] »');
    toDay(t, 2);
    for (let i = 0; i < 4; i++) t.put('Emma', 'lache', ['Farid']);
    expect(t.refusedWith('Emma', 'lache', ['Farid'])).toMatchObject({ rule: '003:92' });
  });

  it('never writes to himself, and a withdrawn message frees its place', () => {
    const t = firstDay({ hands: { Emma: ['lache', 'chatelain'] } });
    expect(t.refusedWith('Emma', 'lache', ['Emma'])).toMatchObject({ rule: '003:92' });
    t.put('Emma', 'lache', ['Farid']).put('Emma', 'lache', ['Farid']);
    t.play('jour', { cancel: { player: 'Emma', kind: 'lache' } });
    expect(t.rs.day.messages).toHaveLength(1);
    t.put('Emma', 'lache', ['Gaëlle']);
  });
});

describe('the Araignée’s link (003:91)', () => {
  it('lets the two players write two messages each to the other, the next day only', () => {
    const t = firstNight({ hands: { David: ['araignee', 'lache'] } });
    t.put('David', 'araignee', ['Emma', 'Farid']).close().until('jour');
    expect(t.refusedWith('Emma', 'araignee-mp', ['Gaëlle'])).toMatchObject({ rule: '003:91' });
    t.put('Emma', 'araignee-mp', ['Farid']).put('Emma', 'araignee-mp', ['Farid']);
    expect(t.refusedWith('Emma', 'araignee-mp', ['Farid'])).toMatchObject({ rule: '003:91' });
    t.put('Farid', 'araignee-mp', ['Emma']);
    expect(t.text('messages')).toContain('Emma → Farid : 2 sur 2 message(s)');
    toDay(t, 2);
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.kinds.some((k) => k.id === 'araignee-mp')).toBe(false);
  });

  it('may include the Araignée herself', () => {
    const t = firstNight({ hands: { David: ['araignee', 'lache'] } });
    t.put('David', 'araignee', ['David', 'Farid']).close().until('jour');
    t.put('David', 'araignee-mp', ['Farid']);
    expect(t.rs.day.messages).toEqual([{ from: t.id('David'), to: t.id('Farid'), kind: 'araignee' }]);
  });
});
