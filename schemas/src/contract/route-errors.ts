import { errorCatalogue, type ErrorCode } from './errors.ts';
import type { RouteDefinition } from './route.ts';

/**
 * Every error a route may answer with: bad input when it takes any (params, query or body), not
 * signed in or a rejected token when it needs a signed-in account, then its own.
 */
export function routeErrors(route: RouteDefinition): ErrorCode[] {
  const takesInput = route.params !== undefined || route.query !== undefined || route.body !== undefined;
  return [...new Set<ErrorCode>([
    ...(takesInput ? ['BAD_REQUEST' as const] : []),
    ...(route.access === 'signedIn' ? ['NOT_SIGNED_IN' as const, 'TOKEN_REJECTED' as const] : []),
    ...route.errors,
  ])];
}

/** The HTTP statuses of a route's errors, each once, ascending. */
export function routeErrorStatuses(route: RouteDefinition): number[] {
  return [...new Set(routeErrors(route).map((code) => errorCatalogue[code].status))].sort((a, b) => a - b);
}
