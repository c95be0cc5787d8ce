import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs `effect` once for each navigation (location.key): for things said or done on arrival,
 * such as a notice, which StrictMode's double effects or re-renders must not repeat.
 */
export function useOncePerNavigation(effect: () => void): void {
  const { key } = useLocation();
  const ranFor = useRef<string | null>(null);

  useEffect(() => {
    if (ranFor.current === key) return;
    ranFor.current = key;
    effect();
  });
}
