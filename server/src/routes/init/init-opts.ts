// Parses /init's `opts` query parameter: JSON naming the page the first screen shows.
import { appError } from '../../errors.ts';

export interface InitOpts {
  moduleSlug?: string;
  pageSlug?: string;
  /** The first screen is the app's root, which leads to the home page. */
  home?: boolean;
}

const MESSAGE = 'querystring/opts must be JSON like {"moduleSlug":"home","pageSlug":"welcome"}, {"moduleSlug":"home"} or {"home":true}';

export function parseInitOpts(raw: string | undefined): InitOpts {
  if (raw === undefined || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw appError('BAD_REQUEST', MESSAGE);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw appError('BAD_REQUEST', MESSAGE);
  const { moduleSlug, pageSlug, home } = value as Record<string, unknown>;
  if ((moduleSlug !== undefined && typeof moduleSlug !== 'string') || (pageSlug !== undefined && typeof pageSlug !== 'string') || (home !== undefined && typeof home !== 'boolean')) {
    throw appError('BAD_REQUEST', MESSAGE);
  }
  return { moduleSlug, pageSlug, home };
}
