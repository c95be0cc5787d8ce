import { describe, expect, it } from 'vitest';
import type { Module, PageSummary } from '../generated/model.ts';
import { defaultModule, defaultPageOf, landingPage } from './landing-page.ts';

const page = (id: number, slug: string) => ({ id, slug, name: slug }) as PageSummary;
const mod = (id: number, slug: string, pages: PageSummary[], extra: Partial<Module> = {}): Module => ({
  id, key: slug, slug, name: slug, childIds: pages.map((p) => p.id), children: pages, ...extra,
});

const home = mod(1, 'home', [page(10, 'welcome'), page(11, 'news')]);
const community = mod(2, 'community', [page(20, 'members')]);
const hidden = mod(3, 'hidden', [page(30, 'one')], { hideFromNav: true });

describe('landing pages', () => {
  it("opens a module's defaultPage, else its first page", () => {
    expect(defaultPageOf(home)?.slug).toBe('welcome');
    expect(defaultPageOf({ ...home, defaultPage: 11 })?.slug).toBe('news');
    expect(defaultPageOf(mod(4, 'empty', []))).toBeUndefined();
  });

  it('picks the first module that shows in the navigation, else the first at all', () => {
    expect(defaultModule([hidden, community, home])?.slug).toBe('community');
    expect(defaultModule([hidden])?.slug).toBe('hidden');
  });

  it("lands an address naming no page on the module's default page, or with no module on the home module's", () => {
    expect(landingPage([hidden, home, community])?.id).toBe(10);
    expect(landingPage([hidden, home, community], 'community')?.id).toBe(20);
    expect(landingPage([home], 'nowhere')).toBeUndefined();
    expect(landingPage([])).toBeUndefined();
  });
});
