import { BlockRenderer } from './BlockRenderer.tsx';
import './renderer.css';

/** Renders blocks by id, in order, stacked; use inside a BlockRenderContextProvider. */
export function BlockTree({ ids, className }: { ids: readonly number[]; className?: string }) {
  return (
    <div className={className ? `block-tree ${className}` : 'block-tree'}>
      {ids.map((id) => <BlockRenderer key={id} id={id} />)}
    </div>
  );
}
