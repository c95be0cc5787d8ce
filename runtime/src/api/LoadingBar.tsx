import { useLoading } from './loading-store.ts';
import './loading-bar.css';

/**
 * The global loading indicator (spec data layer §1): a thin bar across the top of the window
 * while a call that is not quiet is in flight. Decorative: screens announce their own loading.
 */
export function LoadingBar() {
  const loading = useLoading();
  return loading ? <div className="loading-bar" data-testid="loading-bar" aria-hidden="true" /> : null;
}
