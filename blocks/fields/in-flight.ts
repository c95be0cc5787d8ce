// Fields' work the form must wait for before it saves (forms spec §4: "if fields are in flight,
// the form waits 300 ms"): an upload running, a file being removed. The form screen provides a
// counter around its fields; a field wraps such work in `track`. Outside a form screen (an avatar
// on its own, a test) `track` only passes the work through.
import { createContext, useContext } from 'react';

export interface InFlight {
  /** Counts `work` as in flight until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
}

export interface InFlightCounter extends InFlight {
  /** Whether any tracked work is still running. */
  readonly busy: boolean;
}

export function createInFlightCounter(): InFlightCounter {
  let running = 0;
  return {
    track(work) {
      running += 1;
      const done = () => { running -= 1; };
      work.then(done, done);
      return work;
    },
    get busy() { return running > 0; },
  };
}

const PASS_THROUGH: InFlight = { track: (work) => work };

export const InFlightContext = createContext<InFlight>(PASS_THROUGH);

/** The form's in-flight counter, or one that only passes the work through. */
export const useInFlight = (): InFlight => useContext(InFlightContext);
