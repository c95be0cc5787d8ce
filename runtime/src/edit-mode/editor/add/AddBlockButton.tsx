import { useState } from 'react';
import { Icon } from '../../../shell/icons/Icon.tsx';
import type { BlockSpot } from '../api/block-calls.ts';
import { thePage } from '../page/item-targets.ts';
import { usePageScope } from '../page/page-scope.ts';
import { useEditor } from '../use-editor.ts';
import { BlockPicker } from './BlockPicker.tsx';

/**
 * Adds a block at the end of `spot` through the picker. Shown only with manageEditMode on the
 * page, in edit mode (shell spec §6).
 */
export function AddBlockButton({ spot, label, compact = false }: { spot: BlockSpot; label: string; compact?: boolean }) {
  const { can } = useEditor();
  const scope = usePageScope();
  const [open, setOpen] = useState(false);
  if (!can('manageEditMode', 'items.pages', thePage(scope))) return null;
  return (
    <>
      <button
        type="button"
        className={compact ? 'edit-icon-button' : 'edit-add-button'}
        aria-label={compact ? label : undefined}
        onClick={() => setOpen(true)}
        data-add-block={`${spot.parentType}-${spot.parentId}-${spot.col}`}
      >
        <Icon name="plus" size={18} />
        {!compact && <span>{label}</span>}
      </button>
      {open && <BlockPicker spot={spot} onClose={() => setOpen(false)} />}
    </>
  );
}
