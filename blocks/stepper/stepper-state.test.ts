import { describe, expect, it } from 'vitest';
import { initialStepperState, restoredStepperState, stepBack, stepForward, stepProgress } from './stepper-state.ts';
import { sumProgress } from './step-progress.ts';

const steps = [{ id: 1, required: true }, { id: 2, required: false }, { id: 3, required: true }];

describe('stepper state', () => {
  it('counts the required steps left', () => {
    expect(stepProgress(initialStepperState, steps)).toEqual({ remaining: 2, total: 2 });
  });

  it('marks the step shown done on Next and moves on, staying on the last', () => {
    let state = stepForward(initialStepperState, steps);
    expect(state.current).toBe(1);
    state = stepForward(stepForward(state, steps), steps);
    expect(state.current).toBe(2);
    expect(stepProgress(state, steps)).toEqual({ remaining: 0, total: 2 });
  });

  it('leaves an optional step out of the count', () => {
    const skipped = { current: 2, done: new Set([1]) };
    expect(stepProgress(skipped, steps)).toEqual({ remaining: 1, total: 2 });
  });

  it('goes back without undoing, not before the first step', () => {
    const state = stepBack(stepForward(initialStepperState, steps));
    expect(state).toEqual({ current: 0, done: new Set([1]) });
    expect(stepBack(state).current).toBe(0);
  });

  it('comes back at the first step not done, with the saved steps done (hidden ones kept), else the last', () => {
    expect(restoredStepperState(undefined, steps)).toBe(initialStepperState);
    expect(restoredStepperState([], steps)).toBe(initialStepperState);
    expect(restoredStepperState([1, 99], steps)).toEqual({ current: 1, done: new Set([1, 99]) });
    expect(restoredStepperState([2, 1], steps)).toEqual({ current: 2, done: new Set([2, 1]) });
    expect(restoredStepperState([1, 2, 3], steps)).toEqual({ current: 2, done: new Set([1, 2, 3]) });
    expect(restoredStepperState([1], [])).toEqual({ current: 0, done: new Set([1]) });
  });

  it('sums the progress of several steppers', () => {
    expect(sumProgress([{ remaining: 1, total: 2 }, { remaining: 0, total: 3 }])).toEqual({ remaining: 1, total: 5 });
  });
});
