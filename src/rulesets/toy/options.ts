/** Setup options: data the new-game screen and the CLI read. */
import type { OptionDef } from '../../engine';

export const OPTIONS: OptionDef[] = [{ id: 'nightsToWin', label: 'Nuits', type: 'number', default: 3, min: 1, max: 9 }];
