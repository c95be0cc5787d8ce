import { useId } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { isBlockVisible, textLang, type Block } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { TabsOptions } from './definition.ts';
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
 * The panels are plain elements rather than Radix's Tabs.Content, which wraps each in Presence:
 * Presence reads the panel's computed animation name when it mounts, forcing a style recalculation
 * of the page per panel, and schedules a frame per panel; on a long page that was a tenth of the
 * render's CPU time, for panels that never animate. The tabs and panels are tied by ids of our
 * own (each trigger's id and aria-controls), as Radix would tie them.
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
    <RadixTabs.Root
      className="tabs-block"
      value={String(activeId)}
      onValueChange={(value) => select(Number(value))}
      orientation={orientation}
      activationMode="manual"
    >
      <RadixTabs.List className="tabs-block__list" aria-label={block.title}>
        {tabs.map((child) => (
          <RadixTabs.Trigger
            key={child.id}
            className="tabs-block__tab"
            value={String(child.id)}
            id={`${baseId}-tab-${child.id}`}
            aria-controls={`${baseId}-panel-${child.id}`}
            lang={textLang(child, 'title')}
          >
            {child.title || child.key}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((child) => {
        const active = child.id === activeId;
        return (
          <div
            key={child.id}
            className="tabs-block__panel"
            role="tabpanel"
            id={`${baseId}-panel-${child.id}`}
            aria-labelledby={`${baseId}-tab-${child.id}`}
            data-state={active ? 'active' : 'inactive'}
            data-orientation={orientation}
            hidden={!active}
            tabIndex={0}
          >
            {active && renderBlock(child.id)}
          </div>
        );
      })}
    </RadixTabs.Root>
  );
}
