import { useMemo } from 'react';
import type { CustomValidator } from '@rjsf/utils';
import { validateColumnLayout } from '@tessera/schemas';
import { columnLayoutSchema } from '../../../forms/form-schemas.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { usePageScope } from '../../page/page-scope.ts';
import { useEditor } from '../../use-editor.ts';
import { saveBlock } from '../save-item.ts';
import type { SettingsItem } from '../settings-item.ts';

/**
 * Design tab: a columns block's layout (widths on the 12-unit grid; at most 12 columns summing to
 * 12, with the spec's messages). Other blocks, pages and modules take their look from the brand.
 */
export function DesignTab({ item }: { item: SettingsItem }) {
  const { draft, report, saved, t } = useEditor();
  const { page } = usePageScope();
  const block = item.kind === 'block' && item.block.type === 'columns' ? item.block : null;
  const formData = useMemo(() => ({ columns: block?.columns ?? [] }), [block?.columns]);
  const customValidate = useMemo<CustomValidator<Record<string, unknown>>>(() => (data, errors) => {
    const problem = validateColumnLayout((data?.columns as number[] | undefined) ?? []);
    if (problem) errors.columns?.addError(t(`blocks.columns.${problem}`));
    return errors;
  }, [t]);
  // Each width is labelled as one (rjsf would number the array's name); widths keep their order.
  const uiSchema = useMemo(() => ({ columns: { 'ui:options': { orderable: false }, items: { 'ui:title': t('editor.field.columnWidth') } } }), [t]);

  if (!block) return <p className="edit-muted">{t('editor.design.none')}</p>;
  return (
    <SchemaForm
      schema={columnLayoutSchema}
      formData={formData}
      customValidate={customValidate}
      uiSchema={uiSchema}
      onSubmit={(data) => saveBlock(draft, block, page.id, { columns: data.columns as number[] }).then(saved, report)}
    />
  );
}
