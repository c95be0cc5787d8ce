import type { BlockFrameProps } from '@tessera/blocks';
import { CaptureButton } from '../../capture/CaptureButton.tsx';
import { TabOrder } from '../../tabs/TabOrder.tsx';

/** Edit mode's frame around a block: its outline and controls. */
export function BlockFrame({ block, children }: BlockFrameProps) {
  return (
    <div className="edit-frame" data-edit-frame={block.id}>
      <CaptureButton block={block} className="capture-button" />
      {block.type === 'tabs' && <TabOrder block={block} />}
      {children}
    </div>
  );
}
