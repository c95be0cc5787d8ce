import { slugValidatePath } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { parseSlugPath } from './server-remote.ts';

describe('parseSlugPath', () => {
  it("reads back the form engine's slug paths, with and without a context", () => {
    expect(parseSlugPath(slugValidatePath('module', undefined, 0, 'workshop'))).toEqual({ scope: { source: 'module', id: 0 }, slug: 'workshop' });
    expect(parseSlugPath(slugValidatePath('page', 4, 12, 'tool-wall'))).toEqual({ scope: { source: 'page', contextId: 4, id: 12 }, slug: 'tool-wall' });
  });

  it('refuses sources without slugs', () => {
    expect(() => parseSlugPath(slugValidatePath('entity', undefined, 0, 'x'))).toThrow(AppError);
  });
});
