import { useEffect, useId, useState } from 'react';
import type { Block, BlockVisibility, RuleTree } from '@tessera/schemas';
import { visibilityFlagsSchema } from '../../../forms/form-schemas.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { usePageScope } from '../../page/page-scope.ts';
import { useEditor } from '../../use-editor.ts';
import { emptyTree } from '../../visibility/rule-tree-edits.ts';
import { RuleTreeEditor } from '../../visibility/RuleTreeEditor.tsx';
import { saveBlock } from '../save-item.ts';
import type { SettingsItem } from '../settings-item.ts';

type Mode = NonNullable<BlockVisibility['mode']>;

/**
 * Visibility tab of a block: basic (shown on desktop, mobile, own and others' profiles) or advanced
 * (a rule tree, edited visually). Pages and modules are shown or hidden in navigation from their
 * settings tab.
 */
export function VisibilityTab({ item }: { item: SettingsItem }) {
  const { t } = useEditor();
  if (item.kind !== 'block') return <p className="edit-muted">{t('editor.visibility.itemHint')}</p>;
  return <BlockVisibilityEditor block={item.block} />;
}

function BlockVisibilityEditor({ block }: { block: Block }) {
  const { draft, report, saved, t } = useEditor();
  const { page } = usePageScope();
  const stored = block.visibility ?? {};
  const [mode, setMode] = useState<Mode>(stored.mode ?? 'basic');
  const [tree, setTree] = useState<RuleTree>(stored.rules ?? emptyTree());
  const name = useId();
  useEffect(() => setTree(block.visibility?.rules ?? emptyTree()), [block.visibility?.rules]);

  const save = (visibility: BlockVisibility) => saveBlock(draft, block, page.id, { visibility }).then(saved, report);
  const { mode: _mode, rules: _rules, ...flags } = stored;

  return (
    <div className="visibility-tab">
      <fieldset className="edit-choice">
        <legend>{t('editor.visibility.mode')}</legend>
        {(['basic', 'advanced'] as const).map((value) => (
          <label key={value} className="edit-choice__option">
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => setMode(value)} />
            <span>{t(`editor.visibility.mode.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'basic' ? (
        <SchemaForm schema={visibilityFlagsSchema} formData={flags} onSubmit={(data) => save({ ...stored, ...data, mode: 'basic' })} />
      ) : (
        <>
          <RuleTreeEditor tree={tree} onChange={setTree} />
          <div className="schema-form__actions">
            <button type="button" className="edit-button edit-button--primary" onClick={() => void save({ ...stored, mode: 'advanced', rules: tree })}>{t('editor.save')}</button>
          </div>
        </>
      )}
    </div>
  );
}
