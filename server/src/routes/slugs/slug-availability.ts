// Whether a slug is free for an item, and which numbered variant to suggest when it is not.
import { isValidModuleSlug, isValidPageSlug, SLUG_MAX_LENGTH, type SlugSource, type SlugValidateReply } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';

/** Where a slug must be unique: a source, within a context for pages (their module). */
export interface SlugScope {
  source: SlugSource;
  contextId?: number;
  /** The item the slug is for; 0 for a new one. */
  id: number;
}

/** The slugs of `scope` taken by items other than `scope.id` that start with `slug`. */
async function takenSlugs(db: Db, { source, contextId, id }: SlugScope, slug: string): Promise<Set<string>> {
  const starting = `${slug.replace(/[%_\\]/g, '\\$&')}%`;
  if (source === 'module') {
    const rows = await db.selectFrom('modules').select('slug').where('slug', 'like', starting).where('id', '!=', id).execute();
    return new Set(rows.map((row) => row.slug));
  }
  if (contextId === undefined) throw appError('BAD_REQUEST', 'Page slugs are unique within a module: name it as the contextId.');
  const rows = await db.selectFrom('pages').select('slug').where('moduleId', '=', contextId).where('slug', 'like', starting).where('id', '!=', id).execute();
  return new Set(rows.map((row) => row.slug));
}

const allowed = (source: SlugSource, slug: string) => (source === 'module' ? isValidModuleSlug(slug) : isValidPageSlug(slug));

/**
 * `unique`: the slug is well-formed, allowed for the source (not reserved) and no other item of the
 * scope has it. `number`: 0 when unique, else the smallest n from 2 for which `<slug>-<n>` is
 * free and allowed (0 when none fits within the slug length): the suggestion a form offers.
 */
export async function slugAvailability(db: Db, scope: SlugScope, slug: string): Promise<SlugValidateReply> {
  const taken = await takenSlugs(db, scope, slug);
  const free = (candidate: string) => allowed(scope.source, candidate) && !taken.has(candidate);
  if (free(slug)) return { unique: true, number: 0 };
  for (let number = 2; ; number++) {
    const candidate = `${slug}-${number}`;
    if (candidate.length > SLUG_MAX_LENGTH || !allowed(scope.source, candidate)) return { unique: false, number: 0 };
    if (!taken.has(candidate)) return { unique: false, number };
  }
}
