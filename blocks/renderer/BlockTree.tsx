import { BlockRenderer } from './BlockRenderer.tsx';
import './renderer.css';

/**
 * Renders blocks by id, in order, stacked; use inside a BlockRenderContextProvider. The blocks
 * from index `offScreenFrom` on are rendered by the browser only once they come near the viewport
 * (a page's blocks below its first screen, see PageBlockTree).
 */
export function BlockTree({ ids, offScreenFrom }: { ids: readonly number[]; offScreenFrom?: number }) {
  return (
    <div className="block-tree">
      {ids.map((id, index) => <BlockRenderer key={id} id={id} offScreen={offScreenFrom !== undefined && index >= offScreenFrom} />)}
    </div>
  );
}
