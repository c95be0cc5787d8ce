import { describe, expect, it } from 'vitest';
import { initOptionsFor } from './init-options.ts';

describe('initOptionsFor', () => {
  it('names the module and page of a page route', () => {
    expect(initOptionsFor('/community/members/42')).toEqual({ moduleSlug: 'community', pageSlug: 'members' });
  });

  it('names only the module of a module route', () => {
    expect(initOptionsFor('/community/')).toEqual({ moduleSlug: 'community' });
  });

  it('asks for the home page at the root', () => {
    expect(initOptionsFor('/')).toEqual({ home: true });
    expect(initOptionsFor('')).toEqual({ home: true });
  });

  it.each(['/settings', '/chat/3', '/admin/users', '/space/7/events', '/autologin', '/404', '/Not_A_Slug/page'])('names nothing for %s', (path) => {
    expect(initOptionsFor(path)).toEqual({});
  });

  it('leaves out a page segment no page could have', () => {
    expect(initOptionsFor('/community/404')).toEqual({ moduleSlug: 'community' });
  });
});
