import { useId } from 'react';
import { isBlockVisible, textLang, type Block } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { TabsOptions } from './definition.ts';
import { moveTabFocus } from './tab-keys.ts';
import { useActiveTab } from './useActiveTab.ts';
import './Tabs.css';

/**
 * One tab per visible child, labelled with the child's title (its key when untitled). With a
 * single child there is nothing to choose, so the child renders without a tab strip. Tabs
 * activate on Enter/Space/click rather than on arrow-key focus, since every choice adds a
 * history entry. Vertical tabs become horizontal on small screens (below md): a column of tabs
 * beside the panel would leave the panel a sliver of a phone's width, so the tabs go above it in
 * a row that scrolls sideways, and the arrow keys follow (left/right).
 *
 * The tabs are plain buttons and panels with the WAI-ARIA tabs roles (tab-keys.ts has the
 * keyboard), not Radix's Tabs: a page can hold dozens of tabs blocks, and Radix's roving focus
 * group, collection and slot components made each tab about ten components deep, a tenth of a
 * long page's render time for what a list's key handler does (decision 0021).
 */
export default function Tabs({ block, options }: BlockComponentProps<TabsOptions>) {
  const { blocks, visibility, renderBlock } = useBlockRenderContext();
  const tabs = (block.children ?? [])
    .map((id) => blocks.get(id))
    .filter((child): child is Block => child !== undefined && isBlockVisible(child, visibility));
  const [activeId, select] = useActiveTab(block.id, tabs.map((child) => child.id));
  const baseId = useId();
  const orientation = visibility.isMobile ? 'horizontal' : options.tabStyle;

  const [only] = tabs;
  if (!only) return null;
  if (tabs.length === 1) return renderBlock(only.id);
  return (
    <div className="tabs-block" data-orientation={orientation}>
      <div className="tabs-block__list" role="tablist" aria-label={block.title} aria-orientation={orientation} onKeyDown={(event) => moveTabFocus(event, orientation)}>
        {tabs.map((child) => {
          const active = child.id === activeId;
          return (
            <button
              key={child.id}
              type="button"
              role="tab"
              className="tabs-block__tab"
              id={`${baseId}-tab-${child.id}`}
              aria-controls={`${baseId}-panel-${child.id}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              lang={textLang(child, 'title')}
              onClick={() => { if (!active) select(child.id); }}
            >
              {child.title || child.key}
            </button>
          );
        })}
      </div>
      {tabs.map((child) => {
        const active = child.id === activeId;
        return (
          <div
            key={child.id}
            className="tabs-block__panel"
            role="tabpanel"
            id={`${baseId}-panel-${child.id}`}
            aria-labelledby={`${baseId}-tab-${child.id}`}
            hidden={!active}
            tabIndex={0}
          >
            {active && renderBlock(child.id)}
          </div>
        );
      })}
    </div>
  );
}
