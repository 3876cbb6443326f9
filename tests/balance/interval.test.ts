/** The 95 % interval of a win rate (Wilson's score interval), on textbook cases. */
import { describe, expect, it } from 'vitest';
import { wilson } from '../../src/balance/interval';

describe('wilson', () => {
  it('gives 40.4 % to 59.6 % for 50 wins in 100 games', () => {
    const i = wilson(50, 100);
    expect(i.rate).toBe(0.5);
    expect(i.low).toBeCloseTo(0.4038, 4);
    expect(i.high).toBeCloseTo(0.5962, 4);
  });

  it('keeps a chance for a camp that never won: 0 in 10 games is 0 % to 27.8 %', () => {
    const i = wilson(0, 10);
    expect(i.low).toBe(0);
    expect(i.high).toBeCloseTo(0.2775, 4);
  });

  it('is symmetric, narrows with more games, and stays within 0 and 1', () => {
    const few = wilson(8, 10);
    const mirror = wilson(2, 10);
    expect(few.low).toBeCloseTo(1 - mirror.high, 10);
    expect(few.high).toBeCloseTo(1 - mirror.low, 10);
    const many = wilson(800, 1000);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    expect(wilson(10, 10).high).toBeLessThanOrEqual(1);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 0 });
  });

  it('gives 0.70 ± 0.0284 around 700 wins in 1 000 games (the normal approximation agrees at this size)', () => {
    const i = wilson(700, 1000);
    expect((i.low + i.high) / 2).toBeCloseTo(0.6993, 3);
    expect((i.high - i.low) / 2).toBeCloseTo(1.96 * Math.sqrt((0.7 * 0.3) / 1000), 3);
  });
});
