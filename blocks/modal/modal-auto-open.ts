import type { ModalBlockState } from '@tessera/schemas';
import type { ModalOptions } from './definition.ts';

export interface AutoOpenInputs {
  /** Admin edit mode is on. */
  editMode: boolean;
  options: Pick<ModalOptions, 'noAutoOpen' | 'requiresAgreeing' | 'showOnce' | 'demoMode'>;
  /** The member's saved state of this modal (profile meta `block.{blockId}`); none when never shown. */
  state: ModalBlockState | undefined;
}

/**
 * Whether a modal block opens by itself when its page shows (forms spec §4 "Modal block"): never
 * in edit mode, with noAutoOpen, or once the member agreed; otherwise when agreement is required,
 * when it is not show-once, or when it was never shown. Demo mode reads no saved state.
 */
export function shouldAutoOpen({ editMode, options, state }: AutoOpenInputs): boolean {
  const saved = options.demoMode ? undefined : state;
  if (editMode || options.noAutoOpen || saved?.agreed === true) return false;
  return options.requiresAgreeing || !options.showOnce || saved?.shown !== true;
}
