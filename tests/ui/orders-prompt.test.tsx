/**
 * The forum order screen on NewMilenium's real books (003_7860fbf4cb88296e.txt)
 * and Lychantropia's (002_8a15d59d81dc3fa5.txt): the order of the moment is in
 * place on every row — on day 0 the Maire's vote (003:17), on a later day the
 * bûcher's (003:15), both after a removal (003:19), at night the wolves'
 * target whatever else a wolf may order (003:20, 002:5) — so each is one pick
 * of the giver's row and one of the target; a candidacy is one pick from
 * « autre ordre »; every other order stays reachable. The deadline is typed
 * the French way; the draw before day 0 offers none (003:3-4).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { de, typo, type Json } from '../../src/engine';
import { newmilenium } from '../../src/rulesets/newmilenium';
import type { NTypes } from '../../src/rulesets/newmilenium/types';
import { OrdersPrompt } from '../../src/ui/prompts/OrdersPrompt';
import { PromptInput } from '../../src/ui/prompts/PromptInput';
import { firstNight as lychantropiaNight } from '../lychantropia/fixtures';
import type { LTable } from '../lychantropia/driver';
import type { NAnswers, NTable } from '../newmilenium/driver';
import { firstDay, firstNight, table, toDay } from '../newmilenium/fixtures';
import { Table } from '../support/table';

/** Every edit the screen sent, and the table it plays on (each accepted edit moves the game). */
function Screen({ t, sent }: { t: Table<NTypes, NAnswers> | LTable; sent: Json[] }) {
  const [, redraw] = useState(0);
  const call = t.call;
  if (call.prompt.kind !== 'orders') throw new Error(`expected an order book, got ${call.prompt.kind}`);
  const step = t.step!;
  return (
    <OrdersPrompt
      prompt={call.prompt}
      book={t.rs.book}
      value={undefined}
      onChange={() => undefined}
      nameOf={(id) => t.name(id)}
      Inner={PromptInput}
      onSubmit={(edit) => {
        sent.push(edit);
        const out = t.send({ kind: 'answer', step, value: edit });
        redraw((n) => n + 1);
        return Promise.resolve(out.kind === 'accepted' ? null : out.reason);
      }}
    />
  );
}

const row = (name: string) => screen.getByRole('listitem', { name });
/** A kind's cell named as the screen names it (« Vote du bûcher d’Ana »). */
const cell = (kind: string, name: string): string => `${typo(kind)} ${/^[AEÉIOU]/.test(name) ? 'd’' : 'de '}${name}`;
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A cell's value given, folded to one button (« Chloé : Vote d’Ana, changer »). */
const folded = (label: string) =>
  screen.queryByRole('button', { name: new RegExp(` : ${escape(label)}(, changer)?$`) });
/** A cell's one-tap picker (a group of buttons) or its folded value. */
const box = (kind: string, name: string): HTMLElement | null =>
  screen.queryByRole('group', { name: cell(kind, name) }) ?? folded(cell(kind, name));
/** One tap on an option of the cell `label` (opening a folded cell first: its value given). */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string): Promise<void> {
  if (!screen.queryByRole('group', { name: label })) await user.click(folded(label)!);
  await user.click(within(screen.getByRole('group', { name: label })).getByRole('button', { name: option }));
}
/** The value a cell shows as given. */
const selected = (label: string): string =>
  screen.queryByRole('group', { name: label })
    ? within(screen.getByRole('group', { name: label }))
        .getAllByRole('button')
        .find((b) => b.getAttribute('aria-pressed') === 'true')!.textContent!
    : folded(label)!.firstChild!.textContent!;
const notes = (t: NTable): string[] => t.call.notes.map((l) => l.replace(/\u00a0/g, ' '));
/** The labels under a row's « autre ordre… ». */
const others = (name: string): string[] =>
  within(screen.getByRole('combobox', { name: `Autre ordre ${/^[AEÉIOU]/.test(name) ? 'd’' : 'de '}${name}` }))
    .getAllByRole('option')
    .map((o) => o.textContent!.replace(/\u00a0/g, ' '));

describe('le vote du moment en place sur chaque ligne', () => {
  it('jour 0 : la candidature en un choix, le vote pour le Maire en un choix, blanc compris (003:17)', async () => {
    const user = userEvent.setup();
    const t = table().until('jour');
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);

    // Every present player may vote for the Maire: his row shows that vote in place, nothing to open first.
    for (const name of ['Ana', 'Chloé', 'Emma', 'Jules'])
      expect(
        within(row(name)).getByRole('group', {
          name: `Vote pour le Maire ${name === 'Ana' || name === 'Emma' ? 'd’' : 'de '}${name}`,
        }),
      ).toBeTruthy();
    expect(box('Candidature à la mairie', 'Chloé')).toBeNull();

    // A candidacy has one value (« Se présenter »): picking it among the other orders gives it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autre ordre de Chloé' }), 'Candidature à la mairie');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autre ordre de David' }), 'Candidature à la mairie');
    expect(sent).toEqual([
      { put: { player: t.id('Chloé'), kind: 'candidat', value: 'oui' } },
      { put: { player: t.id('David'), kind: 'candidat', value: 'oui' } },
    ]);
    expect(selected('Candidature à la mairie de Chloé')).toBe('Se présenter');

    // Then each vote is one pick: the voter's row, the candidate.
    await pick(user, 'Vote pour le Maire d’Emma', 'Chloé');
    await pick(user, 'Vote pour le Maire de Chloé', 'David');
    // A voter who does not stand may vote blank (003:17): « Personne » is a vote; no tap, no vote.
    await pick(user, 'Vote pour le Maire de Farid', 'Personne');
    expect(sent.slice(2)).toEqual([
      { put: { player: t.id('Emma'), kind: 'vote-maire', value: [t.id('Chloé')] } },
      { put: { player: t.id('Chloé'), kind: 'vote-maire', value: [t.id('David')] } },
      { put: { player: t.id('Farid'), kind: 'vote-maire', value: [] } },
    ]);
    expect(notes(t)).toEqual(
      expect.arrayContaining(['Emma — Vote pour le Maire : Chloé', 'Farid — Vote pour le Maire : blanc']),
    );
    expect(selected('Vote pour le Maire de Farid')).toBe('Personne');

    // Each voter is offered what the rule accepts (003:17): a candidate neither himself nor a blank vote.
    const choices = async (voter: string): Promise<(string | null)[]> => {
      const label = `Vote pour le Maire ${de(voter)}`;
      if (!screen.queryByRole('group', { name: label })) await user.click(folded(label)!);
      return within(screen.getByRole('group', { name: label }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    };
    expect(await choices('Chloé')).toEqual(['David']);
    expect(await choices('David')).toEqual(['Chloé']);
    expect(await choices('Emma')).toEqual(['Chloé', 'David', 'Personne']);
    expect(notes(t)).toContain('Chloé — Candidature à la mairie : candidat·e ; Vote pour le Maire : David');

    // Tapping the vote given takes it back.
    await pick(user, 'Vote pour le Maire d’Emma', 'Chloé');
    expect(sent.at(-1)).toEqual({ cancel: { player: t.id('Emma'), kind: 'vote-maire' } });
  });

  it('jour 0 : les autres ordres restent à portée de « autre ordre »', async () => {
    const user = userEvent.setup();
    const t = table().until('jour');
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);
    const others = within(screen.getByRole('combobox', { name: 'Autre ordre d’Ana' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Every kind Ana may give today other than the one in place (the quiet hand holds the Sympathique, 003:95).
    const kinds =
      t.call.prompt.kind === 'orders'
        ? t.call.prompt.kinds.filter((k) => !k.players || k.players.includes(t.id('Ana'))).map((k) => k.label)
        : [];
    expect(others).toEqual(['+ autre ordre…', ...kinds.filter((k) => k !== 'Vote pour le Maire')]);
    expect(others).toContain('Échange de maison');
    // A kind with a choice opens its own box: the swap is then one pick (003:12).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autre ordre d’Ana' }), 'Échange de maison');
    expect(sent).toEqual([]);
    await pick(user, 'Échange de maison d’Ana', 'Bruno');
    expect(sent).toEqual([{ put: { player: t.id('Ana'), kind: 'echange', value: [t.id('Bruno')] } }]);
  });

  it('jour 1 : le vote du bûcher en place, un choix par vote (003:15)', async () => {
    const user = userEvent.setup();
    const t = firstDay();
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);
    await pick(user, 'Vote du bûcher d’Ana', 'Chloé');
    await pick(user, 'Vote du bûcher de Bruno', 'Chloé');
    expect(sent).toEqual([
      { put: { player: t.id('Ana'), kind: 'vote', value: [t.id('Chloé')] } },
      { put: { player: t.id('Bruno'), kind: 'vote', value: [t.id('Chloé')] } },
    ]);
    expect(notes(t)).toEqual(
      expect.arrayContaining(['Ana — Vote du bûcher : Chloé', 'Bruno — Vote du bûcher : Chloé']),
    );
    // Nobody votes against himself (003:15): no blank choice here, and his own name is not offered.
    expect(
      within(screen.getByRole('group', { name: 'Vote du bûcher de David' })).queryByRole('button', {
        name: 'Personne',
      }),
    ).toBeNull();
    const chloe = within(screen.getByRole('group', { name: 'Vote du bûcher de Chloé' }));
    expect(chloe.queryByRole('button', { name: 'Chloé' })).toBeNull();
    expect(chloe.getByRole('button', { name: 'David' })).toBeTruthy();
  });
});

describe('la nuit, la cible des loups en place sur la ligne de chaque loup', () => {
  it('NewMilenium : un loup Planqué et Salbatar désigne la maison attaquée en un choix ; ses rôles restent sous « autre ordre » (003:20)', async () => {
    const user = userEvent.setup();
    const t = firstNight({ hands: { Ana: ['planque', 'salbatar'], Emma: ['planque', 'lache'] } });
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);
    expect(box('Loup : maison attaquée', 'Ana')).toBeTruthy();
    expect(box('Planqué : se cacher chez…', 'Ana')).toBeNull();
    expect(others('Ana')).toEqual(['+ autre ordre…', 'Planqué : se cacher chez…', 'Salbatar : maison']);
    await pick(user, cell('Loup : maison attaquée', 'Ana'), 'Chloé');
    await pick(user, cell('Loup : maison attaquée', 'Bruno'), 'Chloé');
    expect(sent).toEqual([
      { put: { player: t.id('Ana'), kind: 'loups', value: [t.id('Chloé')] } },
      { put: { player: t.id('Bruno'), kind: 'loups', value: [t.id('Chloé')] } },
    ]);
    // A villager's row has no order of the moment: his first power is in place, as before.
    expect(box('Planqué : se cacher chez…', 'Emma')).toBeTruthy();
    // Ana's hiding is still one box away.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autre ordre d’Ana' }), 'planque');
    await pick(user, cell('Planqué : se cacher chez…', 'Ana'), 'David');
    expect(sent.at(-1)).toEqual({ put: { player: t.id('Ana'), kind: 'planque', value: [t.id('David')] } });
    expect(notes(t)).toContain(
      'Ana — Loup : maison attaquée : la maison de Chloé ; Planqué : se cacher chez… : la maison de David',
    );
  });

  it('Lychantropia : un loup qui tient les Flèches d’amour et une potion désigne la cible en un choix (002:5)', async () => {
    const user = userEvent.setup();
    const t = lychantropiaNight({ hands: { Ana: ['fleches', 'potion-mort'], Bruno: ['potion-vie', 'pigeon'] } });
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);
    expect(box('Cible des loups', 'Ana')).toBeTruthy();
    expect(box('Cible des loups', 'Bruno')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Flèches d’amour d’Ana/ })).toBeNull();
    expect(others('Ana')).toEqual(['+ autre ordre…', 'Flèches d’amour', 'Potion de mort']);
    expect(others('Bruno')).toEqual(['+ autre ordre…', 'Potion de vie']);
    await pick(user, cell('Cible des loups', 'Ana'), 'Emma');
    expect(sent).toEqual([{ put: { player: t.id('Ana'), kind: 'loups', value: [t.id('Emma')] } }]);
    // The Potion de vie is still one pick of « autre ordre » (a single value).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autre ordre de Bruno' }), 'Potion de vie');
    expect(sent.at(-1)).toEqual({ put: { player: t.id('Bruno'), kind: 'vie', value: 'oui' } });
  });
});

describe('après une destitution, les deux votes en place (003:19)', () => {
  it('le vote du bûcher et le vote pour le Maire sont chacun un choix sur la ligne du votant', async () => {
    const user = userEvent.setup();
    const t = toDay(firstDay(), 3);
    for (const v of ['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']) t.put(v, 'destitution', 'oui');
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);
    for (const name of ['Ana', 'Chloé', 'Jules']) {
      expect(box('Vote du bûcher', name)).toBeTruthy();
      expect(box('Vote pour le Maire', name)).toBeTruthy();
      expect(others(name)).not.toContain('Vote pour le Maire');
    }
    await pick(user, cell('Vote pour le Maire', 'Ana'), 'David');
    await pick(user, cell('Vote du bûcher', 'Ana'), 'Emma');
    expect(sent).toEqual([
      { put: { player: t.id('Ana'), kind: 'vote-maire', value: [t.id('David')] } },
      { put: { player: t.id('Ana'), kind: 'vote', value: [t.id('Emma')] } },
    ]);
    expect(notes(t)).toContain('Ana — Destitution du Maire : oui ; Vote pour le Maire : David ; Vote du bûcher : Emma');
  });
});

describe('le tirage des rôles, sans deadline (003:3-4)', () => {
  it('n’offre pas de champ de deadline ; les deux rôles de chacun sont en place (003:3)', async () => {
    const user = userEvent.setup();
    const t = new Table<NTypes, NAnswers>(newmilenium, {
      cards: ['loup', 'loup', ...Array<string>(8).fill('villageois')],
      options: { distributionRoles: 'manuelle' },
    });
    const sent: Json[] = [];
    render(<Screen t={t} sent={sent} />);
    expect(screen.queryByRole('textbox', { name: 'Deadline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fixer la deadline' })).toBeNull();
    // The text as it is written, a non-breaking space before the colon (testing-library reads it as a plain space).
    expect(
      screen.getByText('Pas de deadline pour ces ordres : clôturez-les quand tout est saisi.').textContent,
    ).toContain('ordres\u00a0:');
    await pick(user, cell('Premier rôle tiré', 'Ana'), 'Voyante');
    await pick(user, cell('Second rôle tiré', 'Ana'), 'Planqué');
    expect(sent).toEqual([
      { put: { player: t.id('Ana'), kind: 'role-1', value: 'voyante' } },
      { put: { player: t.id('Ana'), kind: 'role-2', value: 'planque' } },
    ]);
    // Nothing else to give in this book: no « autre ordre » on the rows.
    expect(screen.queryByRole('combobox', { name: 'Autre ordre d’Ana' })).toBeNull();
  });
});

describe('la deadline tapée à la française, quel que soit le navigateur', () => {
  it('lue et montrée avant d’être fixée ; gardée sous la forme du carnet ; un texte illisible ne fixe rien', async () => {
    const user = userEvent.setup();
    const t = table().until('jour');
    const sent: Json[] = [];
    const { unmount } = render(<Screen t={t} sent={sent} />);
    const field = screen.getByRole('textbox', { name: 'Deadline' });
    expect(field.getAttribute('type')).toBe('text');

    await user.type(field, 'Nov 24, 2030, 9:00 PM');
    await user.click(screen.getByRole('button', { name: 'Fixer la deadline' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Deadline illisible \(«\u00a0pm\u00a0»\)\u00a0: écrivez-la par exemple «\u00a0mardi 24 novembre, 21 h 00\u00a0»/,
    );
    expect(sent).toEqual([]);
    expect(t.rs.book.deadline).toBeNull();

    await user.clear(field);
    await user.type(field, 'dimanche 24 novembre 2030, 21 h 00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Lu\s: dimanche 24 novembre 2030 à 21 h 00/)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ deadline: 'dimanche 24 novembre 2030 à 21 h 00' }]);
    expect(t.rs.book.deadline).toBe('dimanche 24 novembre 2030 à 21 h 00');
    // Shown with « 21 h 00 » kept on one line (non-breaking spaces), stored as typed.
    expect(screen.getByRole('status').textContent).toMatch(/^dimanche 24 novembre 2030 à 21\u00a0h\u00a000 — dans /);
    unmount();

    // Shown again later, the field writes it as the MJ would (no « à », the year kept as it is not this year's).
    render(<Screen t={t} sent={sent} />);
    expect((screen.getByRole('textbox', { name: 'Deadline' }) as HTMLInputElement).value).toBe(
      'dimanche 24 novembre 2030, 21 h 00',
    );
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Deadline' }), {
        target: { value: '30 février 2031 21 h' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Fixer la deadline' }));
    expect(screen.getByRole('alert').textContent).toBe('Le 30 février 2031 n’existe pas.');
    expect(sent).toHaveLength(1);
  });
});
