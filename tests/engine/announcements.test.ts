/**
 * Every death and every card turned over is a line the MJ reads: the public
 * consequences of an answer come back as one `announce` effect, in the order
 * they happened, and the public screen shows the same lines (`fresh`).
 */
import { describe, expect, it } from 'vitest';
import { effectOf, TOKEN_ACTION } from '../../src/engine';
import { ThiercelieuxTable, village } from '../thiercelieux/table';

const announced = (t: ThiercelieuxTable): string[] => effectOf(t.effects, 'announce')?.lines ?? [];

describe('the announce effect', () => {
  // A Chasseur in love executed: his lover dies of grief, then he shoots
  // (004:234 names the Chasseur's shot and « mort par amour » among the deaths).
  it('reads an execution, the grief and the last shot, each in its turn, by day', () => {
    const t = village(['chasseur', 'loup-garou', 'cupidon', 'villageois', 'villageois', 'villageois'], {
      electionCapitaine: 'sans',
    });
    t.play('endormissement').play('cupidon', ['Ana', 'David']).play('amoureux').play('loups', ['Emma']).play('aube');
    expect(announced(t)).toEqual(['Emma a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.']);
    t.play('debat').play('vote', t.voteAll('Ana', { Ana: 'Bruno' }));
    expect(announced(t)).toEqual([expect.stringMatching(/^Vote du village\u00a0: Ana/)]);
    t.play('execution');
    expect(t.step).toBe('chasseur');
    expect(announced(t)).toEqual([
      'Ana est exécuté·e par le village. Sa carte\u00a0: Chasseur.',
      'David meurt de chagrin. Sa carte\u00a0: Simple Villageois.',
    ]);
    // The public screen is in step: the same lines, as its latest news.
    expect(t.publicView().fresh).toEqual(announced(t));
    t.play('chasseur', ['Bruno']);
    expect(announced(t)).toEqual(['Le Chasseur abat Bruno. Sa carte\u00a0: Loup-Garou.']);
  });

  it('is empty after an answer that told the table nothing', () => {
    const t = village(['voyante', 'loup-garou', 'villageois', 'villageois', 'villageois'], {
      electionCapitaine: 'sans',
    });
    t.play('endormissement');
    expect(announced(t)).toEqual([]);
    expect(t.publicView().fresh).toEqual([]);
    t.play('voyante', ['Bruno']).play('montrer').play('loups', ['Chloé']).play('aube');
    const dawn = announced(t);
    expect(dawn).toHaveLength(1);
    // The board keeps the latest news while the MJ goes on through calls that tell nothing.
    t.play('debat');
    expect(announced(t)).toEqual([]);
    expect(t.publicView().fresh).toEqual(dawn);
  });

  it('keeps the lines on screen when the MJ adds a reminder token meanwhile', () => {
    const t = village(['chasseur', 'loup-garou', 'villageois', 'villageois', 'villageois'], {
      electionCapitaine: 'sans',
    });
    t.play('endormissement').play('loups', ['Emma']).play('aube');
    const lines = announced(t);
    expect(lines).toHaveLength(1);
    t.invoke(TOKEN_ACTION, { add: { player: 'Bruno', text: 'suspect', colour: 'rouge' } });
    expect(announced(t)).toEqual(lines);
  });
});
