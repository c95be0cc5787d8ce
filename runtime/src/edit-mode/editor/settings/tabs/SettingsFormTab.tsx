import { useMemo } from 'react';
import { blockDefinitions } from '@tessera/blocks/definitions';
import { blockSettingsSchema, moduleSettingsSchema, pageSettingsSchema } from '../../../forms/form-schemas.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { usePageScope } from '../../page/page-scope.ts';
import { useEditor } from '../../use-editor.ts';
import { saveBlock, saveModule, savePage, type BlockChanges } from '../save-item.ts';
import type { SettingsItem } from '../settings-item.ts';

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
      return { name: page.name, slug: page.slug, width: page.width, hideFromNav: page.hideFromNav ?? false, isAbstract: page.isAbstract ?? false };
    }
    case 'module': {
      const { module } = item;
      return { name: module.name, slug: module.slug, hideFromNav: module.hideFromNav ?? false, hideSubNav: module.hideSubNav ?? false, isAbstract: module.isAbstract ?? false };
    }
  }
}

/** Settings tab: a block's title and its type's options, or a page's or module's properties. */
export function SettingsFormTab({ item }: { item: SettingsItem }) {
  const { draft, report, saved, t } = useEditor();
  const { page } = usePageScope();
  const stored = item.kind === 'block' ? item.block : item.kind === 'page' ? item.page : item.module;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the stored item, not the wrapper made each render
  const formData = useMemo(() => formDataOf(item), [stored]);
  const run = (save: () => Promise<void>) => save().then(saved, report);

  switch (item.kind) {
    case 'block': {
      const schema = blockSettingsSchema(item.block.type);
      if (!schema) return <p className="edit-muted">{t('editor.settings.unknownType')}</p>;
      return <SchemaForm schema={schema} formData={formData} onSubmit={(data) => run(() => saveBlock(draft, item.block, page.id, data as BlockChanges))} />;
    }
    case 'page':
      return <SchemaForm schema={pageSettingsSchema} formData={formData} onSubmit={(data) => run(() => savePage(item.page, data))} />;
    case 'module':
      return <SchemaForm schema={moduleSettingsSchema} formData={formData} onSubmit={(data) => run(() => saveModule(item.module, data))} />;
  }
}
