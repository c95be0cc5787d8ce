import { isBlockVisible, textLang } from '@tessera/schemas';
import { blockTypes } from '../registry.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import { TranslatedBlockMessage } from './BlockMessage.tsx';
import { useBlockRenderContext } from './block-render-context.ts';
import { lazyBlock, useReadyAtMount } from './LazyBlock.tsx';
import './renderer.css';

/**
 * Renders one block of the page by id: nothing when it is hidden, otherwise an element carrying
 * data-block-id and data-block-type, holding the context's frame (if any) around the block's
 * title, when `showTitle` is set, and its type's component inside an error boundary of its own.
 */
export function BlockRenderer({ id, offScreen = false }: { id: number; offScreen?: boolean }) {
  const { blocks, visibility, frame: Frame } = useBlockRenderContext();
  const block = blocks.get(id);
  const blockType = block && blockTypes.get(block.type);
  const readyAtMount = useReadyAtMount(blockType);
  // A child id the page doesn't hold (e.g. a block deleted meanwhile) renders nothing rather than failing the page.
  if (!block || !isBlockVisible(block, visibility)) return null;
  const content = (
    <>
      {block.showTitle && block.title ? <h2 className="block__title" lang={textLang(block, 'title')}>{block.title}</h2> : null}
      {/* A new revision of the block gets a fresh boundary, so a fixed block recovers without a reload. */}
      <BlockErrorBoundary key={block.revision}>
        {blockType ? lazyBlock(blockType, block, readyAtMount) : <TranslatedBlockMessage messageKey="blocks.removed" />}
      </BlockErrorBoundary>
    </>
  );
  return (
    <div className={offScreen ? 'block block--off-screen' : 'block'} data-block-id={block.id} data-block-type={block.type}>
      {Frame ? <Frame block={block}>{content}</Frame> : content}
    </div>
  );
}
