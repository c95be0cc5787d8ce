import { useEffect, useState } from 'react';

/** Spec §9: login help after 10 s, or 5 s after a manual retry. */
export const FIRST_HELP_DELAY_MS = 10_000;
export const RETRY_HELP_DELAY_MS = 5_000;

/**
 * Whether to offer "Taking longer than expected?". `restart` hides the help and shows it
 * again after the shorter retry delay.
 */
export function useLoginHelp(): { helpVisible: boolean; restart(): void } {
  const [attempt, setAttempt] = useState(0);
  const [helpForAttempt, setHelpForAttempt] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setHelpForAttempt(attempt), attempt === 0 ? FIRST_HELP_DELAY_MS : RETRY_HELP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  return { helpVisible: helpForAttempt === attempt, restart: () => setAttempt((current) => current + 1) };
}
