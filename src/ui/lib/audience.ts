import type { PlayerId, Visibility } from '../../engine';

/** Who may know something, in words: « Public », « MJ seul », or the players (after `lead`). */
export function audience(vis: Visibility, nameOf: (id: PlayerId) => string, lead: string): string {
  switch (vis.to) {
    case 'public':
      return 'Public';
    case 'mj':
      return 'MJ seul';
    case 'players':
      return `${lead}${vis.ids.map(nameOf).join(', ')}`;
  }
}
