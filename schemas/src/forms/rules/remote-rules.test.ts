import { describe, expect, it, vi } from 'vitest';
import { feedPath, feedValid, handlebars, handlebarsOrURL, slugValid, slugValidatePath } from './remote-rules.ts';
import type { RemoteContext } from './rule-types.ts';

function remote(overrides: Partial<RemoteContext> = {}): RemoteContext {
  return {
    validateSlug: vi.fn(async () => ({ unique: true, number: 0 })),
    readFeed: vi.fn(async () => ({ items: [{}], errno: 0 })),
    templateRenders: vi.fn(async () => true),
    ...overrides,
  };
}

describe('slug_valid', () => {
  it('builds the validate path with and without a context id', () => {
    expect(slugValidatePath('entity', 4, 12, 'my-page')).toBe('/entity/4/12/slug/my-page/validate');
    expect(slugValidatePath('module', undefined, 3, 'news')).toBe('/module/3/slug/news/validate');
  });
  it('asks the server for the item being edited and accepts a unique slug', async () => {
    const context = remote({ itemId: 12 });
    expect(await slugValid.check('my-page', { source: 'entity', contextId: 4 }, context)).toBeNull();
    expect(context.validateSlug).toHaveBeenCalledWith('/entity/4/12/slug/my-page/validate');
  });
  it('refuses a slug the server finds taken', async () => {
    const context = remote({ validateSlug: async () => ({ unique: false, number: 2 }) });
    expect(await slugValid.check('news', { source: 'entity' }, context)).toEqual({ kind: 'slug_valid' });
  });
  it('refuses a text that is no slug without asking', async () => {
    const context = remote();
    expect(await slugValid.check('Not A Slug', { source: 'entity' }, context)).toEqual({ kind: 'regex' });
    expect(context.validateSlug).not.toHaveBeenCalled();
  });
  it('needs a source', () => expect(slugValid.readArgument({})).toBeNull());
});

describe('feed_valid', () => {
  it('encodes the feed address into the path', () => expect(feedPath('https://x.io/rss?a=1')).toBe('/external/content/rss/url/https%3A%2F%2Fx.io%2Frss%3Fa%3D1'));
  it('accepts a feed with items and no error', async () => expect(await feedValid.check('https://x.io/rss', true, remote())).toBeNull());
  it.each([
    ['an error number', { items: [{}], errno: 3 }],
    ['no items', { items: [], errno: 0 }],
  ])('refuses a reply with %s', async (_name, reply) => {
    expect(await feedValid.check('https://x.io/rss', true, remote({ readFeed: async () => reply }))).toEqual({ kind: 'feed_valid' });
  });
  it('refuses when the request fails', async () => {
    expect(await feedValid.check('https://x.io/rss', true, remote({ readFeed: () => Promise.reject(new Error('502')) }))).toEqual({ kind: 'feed_valid' });
  });
  it('refuses what is no address without asking', async () => expect(await feedValid.check('x.io/rss', true, remote())).toEqual({ kind: 'url' }));
});

describe('handlebars', () => {
  it('passes when the template renders with empty data', async () => expect(await handlebars.check('Hi {{name}}', true, remote())).toBeNull());
  it('fails when it does not', async () => {
    expect(await handlebars.check('{{#if}}', true, remote({ templateRenders: async () => false }))).toEqual({ kind: 'handlebars' });
  });
});

describe('handlebarsOrURL', () => {
  it('accepts an address without asking', async () => {
    const context = remote();
    expect(await handlebarsOrURL.check('https://example.com/a', true, context)).toBeNull();
    expect(context.templateRenders).not.toHaveBeenCalled();
  });
  it('accepts a template with one placeholder', async () => {
    expect(await handlebarsOrURL.check('https://example.com/{{ id }}', true, remote())).toBeNull();
    expect(await handlebarsOrURL.check('{{{url}}}', true, remote())).toBeNull();
  });
  it.each(['https://x.io/{{a}}/{{b}}', 'no placeholder here', '{{#each items}}'])('refuses %s', async (value) => {
    expect(await handlebarsOrURL.check(value, true, remote())).toEqual({ kind: 'handlebarsOrURL' });
  });
});
