// Applies the plan's lists, settings, brands (their order and deletes too) and translations through the site operations.
import type { AppSettings, BrandFile, LanguageCode, SiteFile, SiteFilesModel, SitePlanEntry as PlanEntry, Translations } from '@tessera/schemas';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { TransactionContext } from '../context.ts';
import { changeUserList } from '../lists/change-user-list.ts';
import { createUserList } from '../lists/create-user-list.ts';
import { updateUserList } from '../lists/update-user-list.ts';
import { fileIdOf } from '../site-import/file-references.ts';
import { withListIdsInRule } from '../site-import/list-references.ts';
import { createBrand } from '../site/create-brand.ts';
import { createSettings } from '../site/create-settings.ts';
import { deleteBrand } from '../site/delete-brand.ts';
import { orderBrands } from '../site/order-brands.ts';
import { removeTranslations } from '../site/remove-translations.ts';
import { setTranslations } from '../site/set-translations.ts';
import { updateBrand } from '../site/update-brand.ts';
import { updateSettings } from '../site/update-settings.ts';
import { elementIds } from './element-ids.ts';

const actor = SYSTEM_ACTOR;
type FileIds = ReadonlyMap<string, number>;

const entryOf = (plan: readonly PlanEntry[], element: string) => plan.find((entry) => entry.element === element && !entry.kept);

/** Creates and changes the lists site.json names; returns list key → id for every list. */
export async function applyLists(tx: TransactionContext, plan: readonly PlanEntry[], site: SiteFile): Promise<Map<string, number>> {
  for (const list of site.lists ?? []) {
    const entry = entryOf(plan, elementIds.list(list.id));
    const { id: key, label, type, dynamic, system, capacity } = list;
    if (entry?.action === 'create') await createUserList(tx, actor, { key, label, type, dynamic, system, capacity });
    else if (entry?.action === 'update') await updateUserList(tx, actor, { key, label, type, dynamic, system, capacity });
  }
  const rows = await tx.db.selectFrom('userLists').select(['id', 'key']).where('entityId', 'is', null).execute();
  const listIds = new Map(rows.map((row) => [row.key, row.id]));
  // Rules name lists by key, perhaps lists created just above: they are set once every list exists.
  for (const { id: key, rule } of site.lists ?? []) {
    const id = listIds.get(key);
    if (id === undefined || !entryOf(plan, elementIds.list(key))) continue;
    await changeUserList(tx, actor, id, { rule: rule ? withListIdsInRule(rule, listIds) : null });
  }
  return listIds;
}

/** The settings (module keys and the footer logo path turned into ids), when they changed. */
export async function applySettings(tx: TransactionContext, plan: readonly PlanEntry[], { settings }: SiteFile, moduleIds: ReadonlyMap<string, number>, fileIds: FileIds): Promise<void> {
  const entry = entryOf(plan, elementIds.settings);
  if (!entry?.paths?.some((path) => path.startsWith('/settings')) && entry?.action !== 'create') return;
  const footerLogoId = settings.footer?.footerLogoId;
  const stored: AppSettings = {
    ...settings,
    moduleOrder: settings.moduleOrder.flatMap((key) => moduleIds.get(String(key)) ?? []),
    ...(typeof footerLogoId === 'string' && { footer: { ...settings.footer, footerLogoId: fileIdOf(footerLogoId, fileIds) } }),
  };
  const current = await tx.db.selectFrom('settings').select('data').executeTakeFirst();
  if (!current) return void await createSettings(tx, actor, stored);
  // Settings the files no longer hold are removed: a shallow merge keeps what it is not told to clear.
  const cleared = Object.fromEntries(Object.keys(current.data).filter((key) => !(key in stored)).map((key) => [key, undefined]));
  await updateSettings(tx, actor, { changes: { ...cleared, ...stored } });
}

/**
 * Each brand created or changed, the active one flagged (a changed activeBrand touches the brands
 * it concerns), the brands the plan deletes (--prune) deleted, and all put in site.json's order
 * (brands kept without --prune after them).
 */
export async function applyBrands(tx: TransactionContext, plan: readonly PlanEntry[], files: SiteFilesModel, fileIds: FileIds): Promise<void> {
  const site = files['site.json'] as SiteFile;
  const active = await tx.db.selectFrom('brands').select('key').where('isActive', '=', true).executeTakeFirst();
  for (const key of site.brands) {
    const brand = files[`brands/${key}.json`] as BrandFile;
    const isActive = key === site.activeBrand;
    const entry = entryOf(plan, elementIds.brand(key));
    const input = {
      key, brandName: brand.brandName, themeStyles: brand.themeStyles, isActive,
      settings: { logoId: brand.logo ? fileIdOf(brand.logo, fileIds) : null, faviconId: brand.favicon ? fileIdOf(brand.favicon, fileIds) : null },
    };
    if (entry?.action === 'create') await createBrand(tx, actor, input);
    else if (entry?.action === 'update' || isActive !== (active?.key === key)) await updateBrand(tx, actor, input);
  }
  for (const { element, action, kept } of plan) {
    const key = /^brand:(.+)$/.exec(element)?.[1];
    if (key && action === 'delete' && !kept) await deleteBrand(tx, actor, key);
  }
  const settings = entryOf(plan, elementIds.settings);
  if (settings?.action === 'create' || settings?.paths?.includes('/brands')) {
    const stored = await tx.db.selectFrom('brands').select('key').orderBy('position').orderBy('id').execute();
    await orderBrands(tx, actor, [...site.brands, ...stored.map((brand) => brand.key).filter((key) => !site.brands.includes(key))]);
  }
}

/** Each language's texts as the files hold them: set, and the keys they dropped removed (a pruned file removes them all). */
export async function applyTranslations(tx: TransactionContext, plan: readonly PlanEntry[], files: SiteFilesModel): Promise<void> {
  for (const entry of plan) {
    const language = /^translations:(.+)$/.exec(entry.element)?.[1] as LanguageCode | undefined;
    if (!language || entry.kept) continue;
    const { $schema: _schema, ...texts } = (files[entry.file] ?? {}) as Translations;
    const stored = await tx.db.selectFrom('translations').select('key').where('language', '=', language).execute();
    await removeTranslations(tx, actor, language, stored.map((row) => row.key).filter((key) => !(key in texts)));
    if (entry.action !== 'delete') await setTranslations(tx, actor, language, texts);
  }
}
