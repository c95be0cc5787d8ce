import type { ModalBlockState } from '@tessera/schemas';

/** What happened to a modal that the member's profile meta records. */
export type ModalEvent = 'shown' | 'dismissed' | 'agreed';

/** The profile meta path of a modal block's state. @example modalMetaPath(12) // 'block.12' */
export const modalMetaPath = (blockId: number): string => `block.${blockId}`;

/**
 * The state to save after `event`: opening marks it shown, closing without agreeing records
 * agreed=false, agreeing agreed=true; each with the time of the event. Other saved keys are kept.
 * @example nextModalState(undefined, 'shown', now) // { shown: true, timestamp: '2026-…' }
 */
export function nextModalState(previous: ModalBlockState | undefined, event: ModalEvent, now: Date): ModalBlockState {
  const timestamp = now.toISOString();
  if (event === 'shown') return { ...previous, shown: true, timestamp };
  return { ...previous, shown: true, agreed: event === 'agreed', timestamp };
}
