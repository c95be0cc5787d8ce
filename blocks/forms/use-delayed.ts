import { useEffect, useState } from 'react';

/**
 * `compute(input)`, worked out `delayMs` after `input` last changed (the form's error check 50 ms,
 * its progress 500 ms: forms spec §4), so a run of keystrokes costs one computation.
 */
export function useDelayed<Input, Output>(input: Input, delayMs: number, compute: (input: Input) => Output): Output {
  const [output, setOutput] = useState(() => compute(input));
  useEffect(() => {
    const timer = setTimeout(() => setOutput(compute(input)), delayMs);
    return () => clearTimeout(timer);
  }, [input, delayMs, compute]);
  return output;
}
