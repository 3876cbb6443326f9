/**
 * The end of the day and Sunday (001:3, 176-182): the pickpocket of the day
 * steals a coin at the end of the day (Mirko on odd days, Mirka on even
 * days), the citizen strictly richer than everyone is protected from the
 * Reptiliens tonight; the marriages and the gifts; Sunday's fête. All the
 * family's calls (quintebourg-family/evening.ts, marriage.ts, coin-steps.ts).
 */
import { feteStep, pickpocketStep, richestStep } from '../../quintebourg-family/evening';
import { COIN_RULES, COIN_STEPS, MARRIAGE_STEPS, PLAYER_RULES } from '../family';
import { count } from '../options';
import { emptyDay } from '../state';
import type { RCtx, RGame } from '../types';
import { DAYS } from '../week';

export const pickpocket = pickpocketStep({ ...PLAYER_RULES, ...COIN_RULES, days: DAYS });

export const plusRiche = richestStep();

export const fete = feteStep({
  seconds: (s: RGame) => count(s.setup.options, 'dureeFete'),
  begin(ctx: RCtx) {
    ctx.s.rs.day = emptyDay();
  },
});

export const {
  mariages,
  mariagePartenaire,
  mariageAccord,
  mariageTarif,
  mariagePaiement,
  mariageTemoins,
  mariageMaison,
} = MARRIAGE_STEPS;
export const { donA, donMontant } = COIN_STEPS;
