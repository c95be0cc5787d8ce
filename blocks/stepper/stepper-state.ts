import type { StepProgress } from './step-progress.ts';

/** A step as the stepper tracks it. */
export interface StepInfo {
  id: number;
  required: boolean;
}

/** Where a member is in a stepper: the step shown and the steps done. */
export interface StepperState {
  current: number;
  done: ReadonlySet<number>;
}

export const initialStepperState: StepperState = { current: 0, done: new Set() };

/**
 * Where a member comes back to: the steps saved as done (steps hidden or removed since stay in
 * the set), shown at the first step not done yet, else the last.
 */
export function restoredStepperState(doneSteps: readonly number[] | undefined, steps: readonly StepInfo[]): StepperState {
  if (!doneSteps?.length) return initialStepperState;
  const done = new Set(doneSteps);
  const next = steps.findIndex((step) => !done.has(step.id));
  return { current: next === -1 ? Math.max(steps.length - 1, 0) : next, done };
}

/** Next: the step shown is done, and the following one shows (the last stays). */
export function stepForward(state: StepperState, steps: readonly StepInfo[]): StepperState {
  const step = steps[state.current];
  if (!step) return state;
  return { current: Math.min(state.current + 1, steps.length - 1), done: new Set(state.done).add(step.id) };
}

/** Previous: the step before shows; nothing done is undone. */
export const stepBack = (state: StepperState): StepperState => ({ ...state, current: Math.max(state.current - 1, 0) });

/** The required steps left and in all. */
export function stepProgress(state: StepperState, steps: readonly StepInfo[]): StepProgress {
  const required = steps.filter((step) => step.required);
  return { remaining: required.filter((step) => !state.done.has(step.id)).length, total: required.length };
}
