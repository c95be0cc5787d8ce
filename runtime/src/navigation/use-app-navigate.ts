import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * react-router's navigate, except that going to the page already shown is ignored (spec §4:
 * duplicate navigation is ignored silently) instead of stacking a second history entry.
 */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback((to, options) => {
    if (to === pathname + search) return;
    void navigate(to, options);
  }, [navigate, pathname, search]);
}
