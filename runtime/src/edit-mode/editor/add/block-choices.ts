import { blockDefinitions } from '@tessera/blocks/definitions';
import type { BlockHolding, NewBlockInput } from '@tessera/schemas';
import type { BlockGrants } from '../../block-grants.ts';

/** One entry of the add-block picker: what to create, and how it is named (translation keys). */
export interface BlockChoice {
  id: string;
  type: string;
  labelKey: string;
  /** Interpolation for the label (the number of columns). */
  labelValues?: Record<string, number>;
  block: NewBlockInput;
  /** A tabs block starts with one tab: the text block created first, which the tabs then hold. */
  firstChild?: NewBlockInput;
}

/** Column layouts offered for a new columns block; widths on the 12-unit grid. */
const COLUMN_LAYOUTS: readonly (readonly number[])[] = [[6, 6], [4, 4, 4], [8, 4], [4, 8]];

/**
 * The picker's entries: every registered block type that `allowed` keeps, each with its default
 * options from GET structure/block/templates when the server gave them, else from its definition.
 */
export function blockChoices(allowed: (choice: BlockChoice) => boolean, templateOptions: ReadonlyMap<string, Record<string, unknown>>, firstTabTitle: string): BlockChoice[] {
  return [...blockDefinitions.values()]
    .flatMap((definition): BlockChoice[] => {
      const options = { ...(templateOptions.get(definition.type) ?? definition.defaults) };
      const labelKey = `editor.blockType.${definition.type}`;
      if (definition.type === 'columns') {
        return COLUMN_LAYOUTS.map((columns) => ({
          id: `columns-${columns.join('-')}`,
          type: 'columns',
          labelKey: 'editor.add.columnsLayout',
          labelValues: { count: columns.length },
          block: { type: 'columns', options, columns: [...columns] },
        }));
      }
      if (definition.type === 'tabs') {
        return [{ id: 'tabs', type: 'tabs', labelKey, block: { type: 'tabs', options }, firstChild: { type: 'richText', title: firstTabTitle, options: { html: '' } } }];
      }
      return [{ id: definition.type, type: definition.type, labelKey, block: { type: definition.type, options } }];
    })
    .filter(allowed);
}

/**
 * Whether the server will accept adding `choice` at `spot`: create on its type there; for a tabs
 * block, also create its first tab there and move that tab into the tabs block (asParentFor).
 */
export function mayAddChoice(grants: BlockGrants, spot: BlockHolding, choice: BlockChoice): boolean {
  const { firstChild } = choice;
  return grants.mayCreate(choice.type, spot)
    && (!firstChild || (grants.mayCreate(firstChild.type, spot) && grants.may('move', firstChild.type, grants.placeAt(spot))));
}

/** The choices the user may add at `spot`; none means no add button there. */
export const addableChoices = (grants: BlockGrants, spot: BlockHolding, templateOptions: ReadonlyMap<string, Record<string, unknown>> = new Map(), firstTabTitle = '') =>
  blockChoices((choice) => mayAddChoice(grants, spot, choice), templateOptions, firstTabTitle);

/** "6 + 6" for a columns choice, to tell layouts of the same count apart. */
export const layoutText = (choice: BlockChoice) => choice.block.columns?.join(' + ') ?? '';
