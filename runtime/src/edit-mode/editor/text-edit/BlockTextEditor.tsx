import { useId, useState } from 'react';
import type { Block } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { Icon } from '../../../shell/icons/Icon.tsx';
import { usePreferences, useSettings } from '../../../state/hooks.ts';
import { refreshPage, updateBlock } from '../api/block-calls.ts';
import { usePageScope } from '../page/page-scope.ts';
import { useBlockGrants } from '../page/use-block-grants.ts';
import { useEditor } from '../use-editor.ts';
import { blockTexts, textChanges, type BlockText } from './block-texts.ts';

/**
 * Text edit mode (manageTextEdit): a block's translatable texts, edited in place below it in the
 * language the admin reads the site in. The stored block (with every translation) is fetched when
 * editing starts, since the page shows texts already translated.
 */
export function BlockTextEditor({ block }: { block: Block }) {
  const { can, report, saved, t } = useEditor();
  const { page } = usePageScope();
  const grants = useBlockGrants();
  const { language } = usePreferences();
  const defaultLanguage = useSettings().languages.default;
  const [editing, setEditing] = useState<{ stored: Block; texts: BlockText[] } | null>(null);
  const id = useId();
  // Saving the texts is an update of the block, which the server checks where it lies.
  if (!can('manageTextEdit', `items.blocks.${block.type}`, grants.placeOf(block.id)) || !grants.mayChange('update', block)) return null;

  const start = async () => {
    try {
      const stored = await api.call('GET /structure/block/{id}', { params: { id: block.id }, query: { editMode: true }, cache: false });
      setEditing({ stored, texts: blockTexts(stored, language, defaultLanguage) });
    } catch (error) {
      report(error);
    }
  };
  const save = async () => {
    if (!editing) return;
    try {
      await updateBlock(editing.stored, textChanges(editing.stored, editing.texts, language, defaultLanguage));
      refreshPage(page.id);
      setEditing(null);
      saved();
    } catch (error) {
      report(error);
    }
  };
  const change = (name: string, value: string) =>
    setEditing((current) => current && { ...current, texts: current.texts.map((text) => (text.name === name ? { ...text, value } : text)) });

  if (!editing) {
    return (
      <button type="button" className="edit-button edit-text-button" onClick={() => void start()}>
        <Icon name="text" size={16} />
        {t('editor.text.edit')}
      </button>
    );
  }
  return (
    <form className="edit-text-form" onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label={t('editor.text.formLabel', { language })}>
      {editing.texts.map((text) => (
        <label key={text.name} className="edit-text-form__field" htmlFor={`${id}-${text.name}`}>
          <span>{t(`editor.field.${text.name}`)}</span>
          {text.name === 'html'
            ? <textarea id={`${id}-${text.name}`} rows={5} value={text.value} onChange={(event) => change(text.name, event.target.value)} />
            : <input id={`${id}-${text.name}`} value={text.value} onChange={(event) => change(text.name, event.target.value)} />}
        </label>
      ))}
      <div className="edit-text-form__actions">
        <button type="submit" className="edit-button edit-button--primary">{t('editor.save')}</button>
        <button type="button" className="edit-button edit-button--quiet" onClick={() => setEditing(null)}>{t('editor.cancel')}</button>
      </div>
    </form>
  );
}
