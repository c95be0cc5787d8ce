import { validateColumnLayout } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { TranslatedBlockMessage } from '../renderer/BlockMessage.tsx';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { ColumnsOptions } from './definition.ts';
import './Columns.css';

declare module 'react' {
  interface CSSProperties {
    /** The columns block's grid tracks, read by Columns.css (which stacks them on small screens). */
    '--columns-template'?: string;
  }
}

/**
 * Lays out the blocks of `positions['col-<i>']` side by side, column i `columns[i]` units of a
 * 12-unit grid wide. An invalid layout shows why instead of a broken grid.
 */
export default function Columns({ block }: BlockComponentProps<ColumnsOptions>) {
  const { renderBlockList, columnTools: ColumnTools } = useBlockRenderContext();
  const widths = block.columns ?? [];
  const problem = validateColumnLayout(widths);
  if (problem) return <TranslatedBlockMessage messageKey={`blocks.columns.${problem}`} />;
  const template = widths.map((width) => `minmax(0, ${width}fr)`).join(' ');
  return (
    <div className="columns-block" style={{ '--columns-template': template }}>
      {widths.map((_, index) => (
        // Each column is the block tree of its blocks (renderer.css spaces them).
        <div key={index} className="columns-block__column block-tree" data-column={index}>
          {renderBlockList(block.positions?.[`col-${index}`] ?? [])}
          {ColumnTools && <ColumnTools parent={block} col={index} />}
        </div>
      ))}
    </div>
  );
}
