import { useEffect, useMemo, useState } from 'react';
import { useBlockRenderContext } from './block-render-context.ts';
import { BlockTree } from './BlockTree.tsx';
import { firstScreenLength } from './first-screen.ts';

/**
 * A page's top-level blocks. A long page renders in two commits: the first holds the blocks of
 * about the first screen (firstScreenLength), so the member sees them without waiting for the
 * whole page; the rest follows from the first commit's effect, in one update. They are added at
 * the end, so nothing already shown moves. The whole page renders at once when it is edited (the
 * editor's frames and drop zones need every block) and when the address names a fragment, so the
 * browser finds the element it scrolls to.
 *
 * Not a transition: React's time-sliced rendering of the rest, in one or in several steps, took
 * about twice as long to finish on a busy machine, and each extra commit added style and layout
 * work for the whole page (decision 0021).
 */
export function PageBlockTree({ ids }: { ids: readonly number[] }) {
  const { blocks, visibility, frame } = useBlockRenderContext();
  const firstScreen = useMemo(() => firstScreenLength(blocks, ids), [blocks, ids]);
  const [restShown, setRestShown] = useState(false);
  const whole = restShown || visibility.editMode || frame !== undefined || window.location.hash !== '';
  useEffect(() => {
    if (!whole) setRestShown(true);
  }, [whole]);
  // The blocks after the first screen are rendered by the browser as they come near the viewport,
  // but not while edited: the editor's frames reach outside their block.
  return <BlockTree ids={whole || firstScreen === ids.length ? ids : ids.slice(0, firstScreen)} offScreenFrom={frame ? undefined : firstScreen} />;
}
