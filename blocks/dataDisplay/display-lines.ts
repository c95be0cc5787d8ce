import { fillTextTemplate, placeholderValue } from '@tessera/schemas';
import { dataDisplayOptionsSchema, type DataDisplayIcon, type DataDisplayOptions } from './definition.ts';

/** A piece of a line as it shows: an icon or a text. */
export type DisplayPiece = { kind: 'icon'; icon: DataDisplayIcon } | { kind: 'text'; text: string };

/** A line as it shows: its leading icon and pieces; lines with nothing to show are left out. */
export interface DisplayLine {
  icon: DataDisplayIcon | null;
  pieces: DisplayPiece[];
}

type Item = DataDisplayOptions['lines'][number]['items'][number];

const ICON_NAMES: readonly string[] = dataDisplayOptionsSchema.properties.lines.items.properties.icon.properties.value.enum;
const isIcon = (value: string): value is DataDisplayIcon => ICON_NAMES.includes(value);

/** An item's text: a field's value or a filled text, else its default when asked to show one. */
function itemText(item: Item, data: unknown): string {
  const text = (item.type === 'field' ? placeholderValue(data, item.value.trim()) : fillTextTemplate(item.value, data)) ?? '';
  return text.trim() === '' && item.showDefault ? (item.defaultValue ?? '') : text;
}

/**
 * The lines of a data-display block filled with `data` (the member's profile data). Values are
 * plain text (React escapes them). A line whose texts all come out empty is left out, icons and
 * all, so a member without a phone number sees no lonely phone icon.
 */
export function displayLines(lines: DataDisplayOptions['lines'], data: unknown): DisplayLine[] {
  return lines.flatMap((line): DisplayLine[] => {
    const pieces = line.items.flatMap((item): DisplayPiece[] => {
      if (item.type === 'icon') return isIcon(item.value) ? [{ kind: 'icon', icon: item.value }] : [];
      const text = itemText(item, data);
      return text === '' ? [] : [{ kind: 'text', text }];
    });
    if (!pieces.some((piece) => piece.kind === 'text')) return [];
    return [{ icon: line.icon?.show ? line.icon.value : null, pieces }];
  });
}
