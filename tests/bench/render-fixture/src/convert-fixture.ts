// The shared fixture in Tessera's block model: a page's flat list of blocks, nested by id.
import type { Block } from '@tessera/schemas';
import type { NeutralBlock, NeutralPage } from './neutral-page.ts';

/**
 * Ids of the stacks made for tabs holding several blocks, above every fixture id. A Tessera tabs
 * block has one child block per tab (the child's title labels the tab), so a fixture tab of two
 * or three blocks becomes one stack: a one-column columns block (`columns: [12]`) holding them.
 */
export const STACK_ID_BASE = 10_000_000;

/** The fixture's images are SVGs of 320×180; saying so reserves their space, as an editor's image block does. */
const IMAGE_SIZE = { width: 320, height: 180 } as const;

export interface ConvertedPage {
  /** Every block of the page (the fixture's, in document order, and the stacks). */
  blocks: Block[];
  /** The page's top-level blocks (its `positions['col-0']`). */
  rootIds: number[];
  /** The image data: URIs, the file id `i + 1` naming `imageUrls[i]`. */
  imageUrls: string[];
  /** How many stacks the tabs needed (see STACK_ID_BASE). */
  stacks: number;
}

/** The numeric id of a fixture block (`b12` → 12). */
export function blockIdOf(fixtureId: string): number {
  const id = Number(fixtureId.replace(/^b/, ''));
  if (!Number.isSafeInteger(id) || id <= 0 || id >= STACK_ID_BASE) throw new Error(`Unexpected fixture block id ${fixtureId}`);
  return id;
}

/** Converts a `neutral-page/1` fixture into the blocks a Tessera page holds. */
export function convertFixture(page: NeutralPage): ConvertedPage {
  const blocks: Block[] = [];
  const fileIds = new Map<string, number>();
  let stacks = 0;

  const fileIdOf = (src: string): number => {
    let fileId = fileIds.get(src);
    if (fileId === undefined) fileIds.set(src, (fileId = fileIds.size + 1));
    return fileId;
  };

  // Pushes the block before its children, so `blocks` is in document order; returns its id.
  const add = (source: NeutralBlock, title?: string): number => {
    const id = blockIdOf(source.id);
    const block: Block = { id, key: source.id, type: source.type, ...(title === undefined ? {} : { title }) };
    blocks.push(block);
    switch (source.type) {
      case 'heading':
        block.options = { text: source.text, level: source.level };
        break;
      case 'richText':
        block.options = { html: source.html };
        break;
      case 'image':
        block.options = { fileId: fileIdOf(source.src), alt: source.alt, ...IMAGE_SIZE };
        break;
      case 'columns':
        block.columns = [...source.widths];
        block.positions = Object.fromEntries(source.columns.map((column, index) => [`col-${index}`, column.map((child) => add(child))]));
        break;
      case 'tabs':
        block.options = { tabStyle: 'horizontal' };
        block.children = source.tabs.map((tab) => addTab(tab.title, tab.children));
        break;
    }
    return id;
  };

  const addTab = (title: string, children: NeutralBlock[]): number => {
    const [only] = children;
    if (children.length === 1 && only) return add(only, title);
    const id = STACK_ID_BASE + ++stacks;
    const stack: Block = { id, key: `stack-${stacks}`, type: 'columns', title, columns: [12], positions: {} };
    blocks.push(stack);
    stack.positions = { 'col-0': children.map((child) => add(child)) };
    return id;
  };

  const rootIds = page.blocks.map((block) => add(block));
  return { blocks, rootIds, imageUrls: [...fileIds.keys()], stacks };
}
