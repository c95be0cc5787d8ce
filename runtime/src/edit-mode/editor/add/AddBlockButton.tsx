import { useMemo, useState } from 'react';
import { Icon } from '../../../shell/icons/Icon.tsx';
import type { BlockSpot } from '../api/block-calls.ts';
import { useBlockGrants } from '../page/use-block-grants.ts';
import { addableChoices } from './block-choices.ts';
import { BlockPicker } from './BlockPicker.tsx';

/**
 * Adds a block at the end of `spot` through the picker. Shown only when the server would accept
 * at least one of the picker's choices there (create on its type where it goes).
 */
export function AddBlockButton({ spot, label, compact = false }: { spot: BlockSpot; label: string; compact?: boolean }) {
  const grants = useBlockGrants();
  const [open, setOpen] = useState(false);
  const mayAdd = useMemo(() => addableChoices(grants, spot).length > 0, [grants, spot]);
  if (!mayAdd) return null;
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
