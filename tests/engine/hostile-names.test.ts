/**
 * Names a table cannot tell apart or read (issues 26 and 28): two names that
 * look the same but are different characters, a name that is a word of the
 * vote's buttons, a name holding half a character. The setup, an imported
 * file and a scenario file (the CLI) refuse them alike, in French, naming
 * the seats; names that only look close stay accepted.
 */
import { describe, expect, it } from 'vitest';
import { BUTTON_WORDS, checkSetup, type GameSetup } from '../../src/engine';
import { typo } from '../../src/engine/french';
import { skeleton } from '../../src/engine/look-alike';
import { tableNamesProblems } from '../../src/engine/names';
import { parseScenario } from '../../src/cli/scenario';
import { validateSaveFile } from '../../src/storage/savefile';
import { toy } from '../../src/rulesets/toy';
import { sampleSaveFile, sampleSetup } from '../storage/helpers';

const CYRILLIC_A = '\u0410';

/** Four players of the toy book, the last ones named as given. */
function setup(...names: string[]): GameSetup {
  const all = [...['Ana', 'Bruno', 'Chloé', 'David'].slice(0, 4 - names.length), ...names];
  return {
    rulesetId: 'toy',
    options: {},
    players: all.map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: toy.suggestComposition(4, {}),
    seed: 's',
  };
}

/** A refusal that begins with `prefix` (French typography applied). */
const starting =
  (prefix: string) =>
  (text: string | null): boolean =>
    text?.startsWith(typo(prefix)) ?? false;

const refusal = (s: GameSetup): string | null => {
  const r = checkSetup(toy, s);
  return r.ok ? null : r.error;
};

describe('the confusable skeleton (UTS #39)', () => {
  it('is the same for letters of other scripts, digits and fullwidth forms that look like the Latin ones', () => {
    expect(skeleton(`${CYRILLIC_A}na`)).toBe(skeleton('Ana'));
    expect(skeleton('J\u043Ee')).toBe(skeleton('Joe')); // Cyrillic о
    expect(skeleton('\u0391\u03BDa')).toBe(skeleton('Ava')); // Greek Α, ν
    expect(skeleton('Z0e')).toBe(skeleton('ZOe'));
    expect(skeleton('lvan')).toBe(skeleton('Ivan'));
    expect(skeleton('Joueur 1')).toBe(skeleton('Joueur l'));
    expect(skeleton('\uFF21na')).toBe(skeleton('Ana')); // fullwidth Ａ, through NFKC
    expect(skeleton('d’Artagnan')).toBe(skeleton("d'Artagnan"));
  });

  it('keeps accents and case apart: « Léa » is not « Lea », « ivan » is not « lvan »', () => {
    expect(skeleton('Léa')).not.toBe(skeleton('Lea'));
    expect(skeleton('ivan')).not.toBe(skeleton('lvan'));
    expect(skeleton('Marie')).not.toBe(skeleton('Mario'));
  });
});

describe('the names of a table', () => {
  it('refuse two names that look the same, naming both seats and the characters that differ', () => {
    expect(tableNamesProblems(['Ana', 'Bruno', `${CYRILLIC_A}na`])).toEqual([
      typo(
        'Joueurs n° 1 et n° 3 : « Ana » et « Аna » se ressemblent à l’écran sans être le même nom (« A » (U+0041) et « А » (U+0410)) ; changez l’un des deux.',
      ),
    ]);
    // Look-alike once case is put aside too: « АNA » (Cyrillic А) and « ana ».
    expect(tableNamesProblems(['ana', `${CYRILLIC_A}NA`])).toHaveLength(1);
    expect(tableNamesProblems(['ZOé', 'Z0é', 'Ivan', 'lvan', '\uFF21na', 'Ana'])).toHaveLength(3);
  });

  it('refuse the words of the vote’s buttons, whatever their case, accents or look-alike letters', () => {
    for (const word of ['Personne', 'blanc', 'BLANC', 'Tôus les autres', 'tous  les autres', 'autre cible', 'Вlanc'])
      expect(tableNamesProblems(['Ana', word]), word).toHaveLength(1);
    expect(tableNamesProblems(['Ana', 'Blanc'])).toEqual([
      typo('Joueur n° 2 : « Blanc » est un bouton du vote (« Blanc ») ; donnez un autre nom à ce joueur.'),
    ]);
    // A name that holds the word is a name: « Mme Blanc », « Personne 2 ».
    expect(tableNamesProblems(['Mme Blanc', 'Personne 2', 'Blanche'])).toEqual([]);
  });

  it('are the words the UI puts on the vote’s buttons', () => {
    expect(Object.values(BUTTON_WORDS)).toEqual(['Personne', 'Blanc', 'Tous les autres', 'Autre cible']);
  });
});

describe('the setup (the form and the engine)', () => {
  it('refuses look-alikes, buttons’ words and half characters, and accepts names that only look close', () => {
    expect(refusal(setup(`${CYRILLIC_A}na`))).toSatisfy(
      starting('Joueurs n° 1 et n° 4 : « Ana » et « Аna » se ressemblent'),
    );
    expect(refusal(setup('Tous les autres'))).toBe(
      typo(
        'Joueur n° 4 : « Tous les autres » est un bouton du vote (« Tous les autres ») ; donnez un autre nom à ce joueur.',
      ),
    );
    expect(refusal(setup('Da\uD800vid'))).toBe(
      typo('Le nom du joueur n° 4 contient un demi-caractère illisible (U+D800, affiché « � ») : retapez-le.'),
    );
    expect(refusal(setup('\uDFFF'))).toContain('(U+DFFF');
    expect(refusal(setup('Léa', 'Lea'))).toBeNull();
  });
});

describe('an imported file and a scenario file (the CLI)', () => {
  const file = (...names: string[]): string => {
    const s = sampleSetup();
    names.forEach((n, i) => (s.players[i + 1]!.name = n));
    return JSON.stringify(sampleSaveFile(s, 2));
  };
  const imported = (text: string): string | null => {
    const r = validateSaveFile(text, () => ({ ok: true, value: { status: 'active', summary: '' } }));
    return r.ok ? null : r.error;
  };

  it('an import refuses them, naming the seats', () => {
    expect(imported(file(`Al${'\u0456'}ce`))).toSatisfy(
      starting('Joueurs n° 1 et n° 2 : « Alice » et « Alіce » se ressemblent'),
    );
    expect(imported(file('Personne'))).toBe(
      typo('Joueur n° 2 : « Personne » est un bouton du vote (« Personne ») ; donnez un autre nom à ce joueur.'),
    );
    expect(imported(file('Beno\uDC00t'))).toBe(
      typo('Joueur n° 2 : le nom contient un demi-caractère illisible (U+DC00, affiché « � ») : retapez-le.'),
    );
    expect(imported(file('Benoît'))).toBeNull();
  });

  it('a scenario file refuses them, naming the seats', () => {
    const scenario = (players: string[]): string => {
      try {
        parseScenario(
          JSON.stringify({
            ruleset: 'toy',
            seed: 's',
            players,
            composition: ['chef', 'pion', 'pion', 'pion'],
            answers: [],
          }),
        );
        return 'accepted';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(scenario(['Ana', 'Bruno', 'Chloé', 'David'])).toBe('accepted');
    expect(scenario(['Ana', 'Bruno', 'Chlo\u0435', 'Chloe'])).toSatisfy(
      starting('Joueurs n° 3 et n° 4 : « Chloе » et « Chloe »'),
    );
    expect(scenario(['Ana', 'Bruno', 'Blanc', 'David'])).toSatisfy(
      starting('Joueur n° 3 : « Blanc » est un bouton du vote'),
    );
    expect(scenario(['Ana', 'Bruno', '\uD83D', 'David'])).toSatisfy(
      starting('Joueur n° 3 : le nom contient un demi-caractère'),
    );
  });
});
