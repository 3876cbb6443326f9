/** The MJ's reminder tokens: an engine-level invoke, kept with the game and undone with it. */
import { describe, expect, it } from 'vitest';
import { grimoire, replay, TOKEN_ACTION, undo, type Answer } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { ThiercelieuxTable, village } from '../thiercelieux/table';

const token = (t: ThiercelieuxTable, name: string) => grimoire(t.rules, t.state).find((r) => r.name === name)!.tokens;

describe('MJ tokens', () => {
  it('adds and removes a token on a player, logged for the MJ only', () => {
    const t = village(['voyante', 'loup-garou', 'villageois', 'villageois', 'villageois']);
    t.play('endormissement');
    const step = t.step;
    t.invoke(TOKEN_ACTION, { add: { player: 'Chloé', text: '  a parlé trop tôt ', colour: 'bleu' } });
    expect(token(t, 'Chloé')).toEqual([{ id: 'm1', text: 'a parlé trop tôt', colour: 'bleu' }]);
    // The call in progress is still the same one: a token is not an answer to it.
    expect(t.step).toBe(step);
    expect(t.events('marqueur').at(-1)).toMatchObject({
      vis: { to: 'mj' },
      text: 'Marqueur «\u00a0a parlé trop tôt\u00a0» (bleu) posé sur Chloé.',
    });
    t.invoke(TOKEN_ACTION, { remove: { player: 'Chloé', id: 'm1' } });
    expect(token(t, 'Chloé')).toEqual([]);
  });

  it('refuses a token without text, colour or player, and changes nothing', () => {
    const t = village(['voyante', 'loup-garou', 'villageois', 'villageois', 'villageois']);
    expect(t.invokeRefusal(TOKEN_ACTION, { add: { player: 'Chloé', text: ' ', colour: 'bleu' } })).toBe(
      'Écrivez le texte du marqueur.',
    );
    expect(t.malformedRefusal(TOKEN_ACTION, { add: { player: 'Chloé', text: 'x', colour: 'fuchsia' } }, 'invoke')).toBe(
      'Choisissez une couleur pour le marqueur.',
    );
    expect(t.invokeRefusal(TOKEN_ACTION, { add: { player: 'Zoé', text: 'x', colour: 'bleu' } })).toBe(
      'Choisissez le joueur qui reçoit le marqueur.',
    );
    expect(t.invokeRefusal(TOKEN_ACTION, { remove: { player: 'Chloé', id: 'm9' } })).toBe('Ce marqueur n’existe plus.');
  });

  it('is replayed from the log and undone like any answer', () => {
    const t = village(['voyante', 'loup-garou', 'villageois', 'villageois', 'villageois']);
    const answers: Answer[] = [
      { kind: 'answer', step: 'endormissement', value: null },
      {
        kind: 'invoke',
        action: TOKEN_ACTION,
        value: { add: { player: 'p3', text: 'menteur\u00a0?', colour: 'jaune' } },
      },
    ];
    const played = replay(thiercelieux, t.state.setup, answers);
    if (!played.ok) throw new Error(played.error);
    expect(played.value.state.tokens).toEqual({ p3: [{ id: 'm1', text: 'menteur\u00a0?', colour: 'jaune' }] });
    const back = undo(thiercelieux, played.value);
    expect(back.state.tokens ?? {}).toEqual({});
  });
});
