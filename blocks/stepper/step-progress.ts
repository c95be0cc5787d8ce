import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** How far a member is through a stepper's required steps. */
export interface StepProgress {
  /** Required steps not done yet. */
  remaining: number;
  /** Required steps in all. */
  total: number;
}

/** A stepper reports its progress (null when it goes away) to the block around it that listens. */
export type ReportStepProgress = (stepperId: number, progress: StepProgress | null) => void;

const StepProgressContext = createContext<ReportStepProgress | null>(null);

export const StepProgressProvider = StepProgressContext.Provider;

/** The listener around a stepper (a modal), or null when none listens. */
export const useReportStepProgress = (): ReportStepProgress | null => useContext(StepProgressContext);

/** The progress of several steppers together. */
export function sumProgress(progress: Iterable<StepProgress>): StepProgress {
  let remaining = 0;
  let total = 0;
  for (const each of progress) {
    remaining += each.remaining;
    total += each.total;
  }
  return { remaining, total };
}

/** What a block listening to its steppers knows: their summed progress and which have reported. */
export interface CollectedProgress extends StepProgress {
  reported: ReadonlySet<number>;
}

/** Collects the progress of the steppers inside a block: [what they reported, the reporter to provide]. */
export function useStepProgressCollector(): [CollectedProgress, ReportStepProgress] {
  const [byStepper, setByStepper] = useState<ReadonlyMap<number, StepProgress>>(new Map());
  const report = useCallback<ReportStepProgress>((stepperId, progress) => {
    setByStepper((current) => {
      const before = current.get(stepperId);
      if (progress && before?.remaining === progress.remaining && before.total === progress.total) return current;
      if (!progress && !before) return current;
      const next = new Map(current);
      if (progress) next.set(stepperId, progress);
      else next.delete(stepperId);
      return next;
    });
  }, []);
  const collected = useMemo(() => ({ ...sumProgress(byStepper.values()), reported: new Set(byStepper.keys()) }), [byStepper]);
  return [collected, report];
}
