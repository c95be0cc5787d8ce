import { beforeAll, expect, it } from 'vitest';
import { SiteCache } from './site-cache.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { loadShippedTexts, type ShippedTexts } from '../i18n/shipped-texts.ts';

describeAppOnEachDatabase('SiteCache', (current) => {
  let shipped: ShippedTexts;
  beforeAll(async () => {
    shipped = await loadShippedTexts();
  });

  it('keeps serving what it loaded until a change is announced, then reloads only what changed', async () => {
    const { db } = current();
    const cache = new SiteCache(db, shipped);
    const before = await cache.activeBrand();
    const structureBefore = await cache.structure();
    const brandSettingsBefore = await cache.activeBrandSettings();
    // One object per load: /init keeps the brand's JSON by it (routes/init/init-payload.ts).
    expect(await cache.activeBrandSettings()).toBe(brandSettingsBefore);
    await db.updateTable('brands').set({ name: 'Renamed', revision: 2 }).where('isActive', '=', true).execute();
    expect((await cache.activeBrand())?.brand.brandName).toBe(before?.brand.brandName);

    cache.invalidate([{ scope: 'brands' }]);
    expect((await cache.activeBrand())?.brand).toMatchObject({ brandName: 'Renamed', revision: 2 });
    expect((await cache.activeBrandSettings())?.themeCssUrl).toMatch(/\?v=\d+-2$/);
    expect(await cache.activeBrandSettings()).not.toBe(brandSettingsBefore);
    expect(await cache.structure()).toBe(structureBefore);
  });

  it('reloads the texts of every language when translations change', async () => {
    const { db } = current();
    const cache = new SiteCache(db, shipped);
    expect((await cache.i18n('fr')).translations['site.tagline']).toBe('Make and mend');
    await db.insertInto('translations').values({ language: 'fr', key: 'site.tagline', value: 'Fabriquer et réparer' }).execute();
    cache.invalidate([{ scope: 'translations' }]);
    expect((await cache.i18n('fr')).translations['site.tagline']).toBe('Fabriquer et réparer');
  });

  it('moves its structure revision with each change that drops the structure or pages, and only then', () => {
    const cache = new SiteCache(current().db, shipped);
    const first = cache.structureRevision();
    cache.invalidate([{ scope: 'brands' }, { scope: 'translations' }, { scope: 'permissions' }]);
    expect(cache.structureRevision()).toBe(first);
    cache.invalidate([{ scope: 'structure' }]);
    const second = cache.structureRevision();
    expect(second).not.toBe(first);
    cache.invalidate([{ scope: 'settings' }]); // the module order is a setting
    expect(cache.structureRevision()).not.toBe(second);
    // Another process (or a restart) never names the same revision.
    expect(new SiteCache(current().db, shipped).structureRevision()).not.toBe(first);
  });

  it('does not load pages the structure does not know', async () => {
    expect(await new SiteCache(current().db, shipped).page(987654)).toBeNull();
  });
});
