import type { BlockFrameProps } from '@tessera/blocks';

/** Edit mode's frame around a block: its outline and controls. */
export function BlockFrame({ block, children }: BlockFrameProps) {
  return <div className="edit-frame" data-edit-frame={block.id}>{children}</div>;
}
