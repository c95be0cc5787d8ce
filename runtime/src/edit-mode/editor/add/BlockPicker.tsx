import { useEffect, useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import { blockTemplates, createBlock, refreshPage, type BlockSpot } from '../api/block-calls.ts';
import { useBlockGrants } from '../page/use-block-grants.ts';
import { useEditor } from '../use-editor.ts';
import { addableChoices, layoutText, type BlockChoice } from './block-choices.ts';
import './picker.css';
import '../../dialog/editor-dialog.css';

/** Options each type starts with, from GET structure/block/templates (empty until it answers or when it fails). */
function useTemplateOptions(): ReadonlyMap<string, Record<string, unknown>> {
  const [options, setOptions] = useState<ReadonlyMap<string, Record<string, unknown>>>(new Map());
  useEffect(() => {
    let current = true;
    blockTemplates().then(
      ({ templates }) => current && setOptions(new Map(templates.map((template) => [template.type, template.options]))),
      () => {}, // the definitions' defaults serve
    );
    return () => { current = false; };
  }, []);
  return options;
}

/** The add-block picker: a dialog listing the block types the user may add at `spot`. */
export function BlockPicker({ spot, onClose }: { spot: BlockSpot; onClose: () => void }) {
  const { report, t } = useEditor();
  const grants = useBlockGrants();
  const templates = useTemplateOptions();
  const choices = useMemo(
    () => addableChoices(grants, spot, templates, t('editor.add.firstTabTitle')),
    [grants, spot, templates, t],
  );
  const [busy, setBusy] = useState(false);

  const add = async (choice: BlockChoice) => {
    setBusy(true);
    try {
      if (choice.firstChild) {
        const child = await createBlock(spot, choice.firstChild);
        await createBlock(spot, choice.block, child.id);
      } else {
        await createBlock(spot, choice.block);
      }
      refreshPage(spot.pageId);
      onClose();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="editor-dialog block-picker" aria-busy={busy}>
          <Dialog.Title className="editor-dialog__title">{t('editor.add.title')}</Dialog.Title>
          <Dialog.Description className="editor-dialog__description">{t('editor.add.description')}</Dialog.Description>
          <ul className="block-picker__list">
            {choices.map((choice) => (
              <li key={choice.id}>
                <button type="button" className="block-picker__choice" disabled={busy} onClick={() => void add(choice)} data-block-choice={choice.id}>
                  <span className="block-picker__name">{t(choice.labelKey, choice.labelValues)}</span>
                  <span className="block-picker__hint">{choice.type === 'columns' ? layoutText(choice) : t(`editor.blockHint.${choice.type}`)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="editor-dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="edit-button edit-button--quiet">{t('editor.cancel')}</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
