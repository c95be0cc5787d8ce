import { Suspense, type ReactNode } from 'react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { Spinner } from './Spinner.tsx';

/** Wraps a React.lazy screen: a spinner while its chunk loads, an error if it cannot load. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}
