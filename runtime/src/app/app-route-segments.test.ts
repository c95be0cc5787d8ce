import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_SEGMENTS, NOT_FOUND_SLUG, RESERVED_MODULE_SLUGS } from '@tessera/schemas';
import { appRoutes } from './AppRoutes.tsx';

/** The first segments of the routes that start with a fixed one (not :param, * or index). */
function staticFirstSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    if (!route.path) return staticFirstSegments(route.children ?? []);
    const [first = ''] = route.path.split('/');
    return first === '' || first.startsWith(':') || first === '*' ? [] : [first];
  });
}

describe('the route table and the reserved slugs', () => {
  const segments = new Set(staticFirstSegments(createRoutesFromElements(appRoutes)));

  it('lists every fixed first segment of a route in APP_ROUTE_SEGMENTS, so no module can take it', () => {
    for (const segment of segments) {
      expect(APP_ROUTE_SEGMENTS, segment).toContain(segment);
      expect(RESERVED_MODULE_SLUGS.has(segment.toLowerCase()), segment).toBe(true);
    }
  });

  it('has a route for every entry of APP_ROUTE_SEGMENTS but 404, which :moduleSlug shows', () => {
    expect([...segments, NOT_FOUND_SLUG].sort()).toEqual([...APP_ROUTE_SEGMENTS].sort());
  });
});
