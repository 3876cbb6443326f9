/**
 * « Équilibrer »'s progress (issue 23): its total is known only as the search
 * goes; until then, no « 50 / 1 parties », no full bar, no time left.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressPanel } from '../../src/ui/balance/ProgressPanel';

const base = { label: 'Équilibrer', started: 0, rate: 25 };

describe('la progression d’une simulation', () => {
  it('total encore inconnu : les parties jouées seules, barre indéterminée', () => {
    render(<ProgressPanel progress={{ ...base, done: 50, total: 0 }} onCancel={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('50 parties — 25 parties par seconde');
    expect(screen.getByRole('progressbar', { name: 'Parties jouées' }).hasAttribute('value')).toBe(false);
  });

  it('total connu : « 50 / 200 parties » et le temps restant', () => {
    render(<ProgressPanel progress={{ ...base, done: 50, total: 200 }} onCancel={() => undefined} />);
    expect(screen.getByRole('status').textContent).toMatch(/^50 \/ 200 parties — 25 parties par seconde — encore /);
    expect(screen.getByRole('progressbar', { name: 'Parties jouées' }).getAttribute('value')).toBe('50');
  });
});
