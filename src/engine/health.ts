/**
 * Health as ruleset data: a ladder from best to worst (Quinte-bourg's
 * I/B/C/Q/M) or just alive/dead (Thiercelieux). Pure lookups only.
 */

export interface HealthState {
  id: string;
  label: string;
  /** Still in the game (a Quinte-bourg Q is alive, though announced dead). */
  alive: boolean;
  /** Can give orders and use powers. */
  canAct: boolean;
  /**
   * What the table sees for a player announced in this state, when it is not
   * this state itself (Quinte-bourg's Q looks dead to everyone:
   * 000_a045abd3825f1297.txt:78). Read by the public projection only.
   */
  publicAs?: string;
}

export interface HealthModel {
  /** Ordered from best to worst; the last one is death. */
  states: HealthState[];
  initial: string;
  /** How the MJ's log names a cause given to `setHealth` as a key (the key itself when absent). */
  causeLabels?: Record<string, string>;
}

export const ALIVE_DEAD: HealthModel = {
  states: [
    { id: 'vivant', label: 'Vivant', alive: true, canAct: true },
    { id: 'mort', label: 'Mort', alive: false, canAct: false },
  ],
  initial: 'vivant',
};

function indexOf(model: HealthModel, id: string): number {
  const i = model.states.findIndex((h) => h.id === id);
  if (i < 0) throw new Error(`Unknown health state "${id}"`);
  return i;
}

export function healthState(model: HealthModel, id: string): HealthState {
  return model.states[indexOf(model, id)]!;
}

/** The state the table sees for a player announced in `id` (follows `publicAs`). */
export function shownState(model: HealthModel, id: string): HealthState {
  const h = healthState(model, id);
  return h.publicAs === undefined ? h : healthState(model, h.publicAs);
}

export function deadState(model: HealthModel): string {
  return model.states[model.states.length - 1]!.id;
}

export function isAlive(model: HealthModel, id: string): boolean {
  return healthState(model, id).alive;
}

export function canAct(model: HealthModel, id: string): boolean {
  return healthState(model, id).canAct;
}

/** Move `steps` rungs down the ladder (towards death), stopping at death. */
export function degrade(model: HealthModel, id: string, steps = 1): string {
  const i = Math.min(indexOf(model, id) + steps, model.states.length - 1);
  return model.states[i]!.id;
}

/** Move `steps` rungs up the ladder, stopping at the best state. Death is final here. */
export function improve(model: HealthModel, id: string, steps = 1): string {
  const i = indexOf(model, id);
  if (i === model.states.length - 1) return id;
  return model.states[Math.max(i - steps, 0)]!.id;
}

/** Rungs between two states (positive when `to` is worse). */
export function distance(model: HealthModel, from: string, to: string): number {
  return indexOf(model, to) - indexOf(model, from);
}
