import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Module } from '@tessera/schemas';
import { EditorIcon } from '../icons/EditorIcon.tsx';
import { NewItemDialog } from './NewItemDialog.tsx';

export type AddItemButtonProps = { kind: 'module'; module?: undefined } | { kind: 'page'; module: Module };

/**
 * "Add module" or "Add page": at the end of the module bar and of a module's page bar, and in the
 * drawer on small screens. `iconOnly` (the crowded module bar) shows only its "+", named by its
 * label and titled with it.
 */
export function AddItemButton({ iconOnly = false, ...props }: AddItemButtonProps & { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t(props.kind === 'module' ? 'editMode.header.addModule' : 'editMode.header.addPage');
  return (
    <>
      <button type="button" className="header-add-button" onClick={() => setOpen(true)} aria-label={iconOnly ? label : undefined} title={iconOnly ? label : undefined}>
        <EditorIcon name="plus" size={16} />
        {!iconOnly && label}
      </button>
      {open && <NewItemDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
