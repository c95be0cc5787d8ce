import { PureComponent, type ContextType, type ReactNode } from 'react';
import { isBlockVisible, textLang } from '@tessera/schemas';
import { blockTypes } from '../registry.ts';
import { TranslatedBlockMessage } from './BlockMessage.tsx';
import { BlockRenderContext } from './block-render-context.ts';
import { isComponentReady, lazyBlock } from './LazyBlock.tsx';
import { BlockLoadError } from './load-block-component.ts';
import './renderer.css';

export interface BlockRendererProps {
  id: number;
  /** Rendered by the browser only once it comes near the viewport (see BlockTree). */
  offScreen?: boolean;
}

/** A failure just caught, not yet tied to the revision of the block it happened at (componentDidCatch ties it). */
const CAUGHT = Symbol('caught');

type BlockRendererState = { failed: false } | { failed: true; error: unknown; revision: number | undefined | typeof CAUGHT };

/**
 * Renders one block of the page by id: nothing when it is hidden, otherwise an element carrying
 * data-block-id and data-block-type, holding the context's frame (if any) around the block's
 * title, when `showTitle` is set, and its type's component.
 *
 * It is also the block's error boundary, so a failing block leaves the rest of the page working:
 * a component that could not be loaded shows "Component failed to load", any other error
 * "Something went wrong" (React itself reports the error to the console). A new revision of the
 * block mounts its component afresh, so a fixed block recovers without a reload. One class
 * rather than a renderer and a boundary inside it: a long page has thousands of blocks, and each
 * component per block counts (decision 0021). Pure: a block re-renders when its page's blocks or
 * render settings change, not because the list around it grew.
 */
export class BlockRenderer extends PureComponent<BlockRendererProps, BlockRendererState> {
  static override contextType = BlockRenderContext;
  declare context: ContextType<typeof BlockRenderContext>;
  override state: BlockRendererState = { failed: false };
  /** Whether the type's component was already loaded as the block mounted (see isComponentReady). */
  private readonly readyAtMount: boolean;

  constructor(props: BlockRendererProps, context: ContextType<typeof BlockRenderContext>) {
    super(props);
    const block = context?.blocks.get(props.id);
    const blockType = block && blockTypes.get(block.type);
    this.readyAtMount = blockType !== undefined && isComponentReady(blockType);
  }

  static getDerivedStateFromError(error: unknown): BlockRendererState {
    return { failed: true, error, revision: CAUGHT };
  }

  override componentDidCatch() {
    const revision = this.context?.blocks.get(this.props.id)?.revision;
    this.setState((state) => (state.failed && state.revision === CAUGHT ? { ...state, revision } : state));
  }

  override render() {
    const context = this.context;
    if (!context) throw new Error('Blocks must be rendered inside a BlockRenderContextProvider');
    const { blocks, visibility, frame: Frame } = context;
    const { id, offScreen = false } = this.props;
    const block = blocks.get(id);
    // A child id the page doesn't hold (e.g. a block deleted meanwhile) renders nothing rather than failing the page.
    if (!block || !isBlockVisible(block, visibility)) return null;
    const { state } = this;
    // Failed at this revision (or just now): the message instead of the component.
    const failed = state.failed && (state.revision === CAUGHT || state.revision === block.revision);
    const blockType = blockTypes.get(block.type);
    const body: ReactNode = failed
      ? <TranslatedBlockMessage messageKey={state.error instanceof BlockLoadError ? 'blocks.loadFailed' : 'errors.somethingWentWrong'} />
      : blockType ? lazyBlock(blockType, block, this.readyAtMount) : <TranslatedBlockMessage messageKey="blocks.removed" />;
    const content = (
      <>
        {block.showTitle && block.title ? <h2 className="block__title" lang={textLang(block, 'title')}>{block.title}</h2> : null}
        {body}
      </>
    );
    return (
      <div className={offScreen ? 'block block--off-screen' : 'block'} data-block-id={block.id} data-block-type={block.type}>
        {Frame ? <Frame block={block}>{content}</Frame> : content}
      </div>
    );
  }
}
