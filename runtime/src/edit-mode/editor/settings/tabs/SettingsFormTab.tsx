import { useMemo } from 'react';
import { blockDefinitions } from '@tessera/blocks/definitions';
import type { Module, PageSummary } from '@tessera/schemas';
import { useApiQuery } from '../../../../api/use-api-query.ts';
import { usePreferences, useSettings } from '../../../../state/hooks.ts';
import { blockSettingsSchema, moduleSettingsSchema, pageSettingsSchema } from '../../../forms/form-schemas.ts';
import { ListChoiceWidget } from '../../forms/ListChoiceWidget.tsx';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { usePageScope } from '../../page/page-scope.ts';
import { useEditor } from '../../use-editor.ts';
import { saveBlock, saveModule, savePage, type BlockChanges } from '../save-item.ts';
import type { SettingsItem } from '../settings-item.ts';

/**
 * The page or module as stored, names in the site's language: the structure the app holds speaks
 * the member's language, and a name shown translated and saved back would overwrite the stored
 * one. Undefined while it loads; blocks need none (the editor reads them as stored).
 */
function useStoredItem(item: SettingsItem): { stored: Module | PageSummary | undefined; failed: boolean } {
  const { data, error } = useApiQuery(item.kind === 'block' ? null : 'GET /structure/module/adminView', { quiet: true });
  if (!data) return { stored: undefined, failed: error !== undefined };
  const stored = item.kind === 'module'
    ? data.modules.find((module) => module.id === item.module.id)
    : item.kind === 'page' ? data.modules.flatMap((module) => module.children).find((page) => page.id === item.page.id) : undefined;
  return { stored, failed: stored === undefined };
}

/** What the form starts from: the item's stored values (a block's options over its type's defaults). */
function formDataOf(item: SettingsItem): Record<string, unknown> {
  switch (item.kind) {
    case 'block': {
      const { block } = item;
      const defaults = blockDefinitions.get(block.type)?.defaults ?? {};
      return { title: block.title ?? '', showTitle: block.showTitle ?? false, options: { ...defaults, ...block.options } };
    }
    case 'page': {
      const { page } = item;
      return {
        name: page.name, slug: page.slug, width: page.width, hideFromNav: page.hideFromNav ?? false, isAbstract: page.isAbstract ?? false,
        visibleToLists: page.visibleToLists ?? [],
      };
    }
    case 'module': {
      const { module } = item;
      return { name: module.name, slug: module.slug, hideFromNav: module.hideFromNav ?? false, hideSubNav: module.hideSubNav ?? false, isAbstract: module.isAbstract ?? false };
    }
  }
}

/** The page form's lists are ticked by label, not typed as ids. */
const PAGE_UI = { visibleToLists: { 'ui:widget': ListChoiceWidget } };

/**
 * Settings tab: a block's title and its type's options, or a page's or module's properties, the
 * names as stored (in the site's language: a member reading another one is told so).
 */
export function SettingsFormTab({ item }: { item: SettingsItem }) {
  const { draft, report, saved, t } = useEditor();
  const { page } = usePageScope();
  const { language } = usePreferences();
  const siteLanguage = useSettings().languages.default;
  const storedItem = useStoredItem(item);
  const source: SettingsItem | undefined = item.kind === 'block'
    ? item
    : storedItem.stored && (item.kind === 'page' ? { ...item, page: storedItem.stored as PageSummary } : { ...item, module: storedItem.stored as Module });
  const stored = source && (source.kind === 'block' ? source.block : source.kind === 'page' ? source.page : source.module);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the stored item, not the wrapper made each render
  const formData = useMemo(() => source && formDataOf(source), [stored]);
  const run = (save: () => Promise<void>) => save().then(saved, report);

  if (!source || !formData) return <p className="edit-muted" role="status">{t(storedItem.failed ? 'editor.settings.loadFailed' : 'editor.settings.loading')}</p>;
  const namesNote = language === siteLanguage ? null : (
    <p className="edit-muted settings-panel__note">{t('editor.settings.namesInSiteLanguage', { language: new Intl.DisplayNames([language], { type: 'language' }).of(siteLanguage) ?? siteLanguage })}</p>
  );

  switch (source.kind) {
    case 'block': {
      const schema = blockSettingsSchema(source.block.type);
      if (!schema) return <p className="edit-muted">{t('editor.settings.unknownType')}</p>;
      return <SchemaForm schema={schema} formData={formData} onSubmit={(data) => run(() => saveBlock(draft, source.block, page.id, data as BlockChanges))} />;
    }
    case 'page':
      return <>{namesNote}<SchemaForm schema={pageSettingsSchema} uiSchema={PAGE_UI} formData={formData} onSubmit={(data) => run(() => savePage(source.page, data))} /></>;
    case 'module':
      return <>{namesNote}<SchemaForm schema={moduleSettingsSchema} formData={formData} onSubmit={(data) => run(() => saveModule(source.module, data))} /></>;
  }
}
