// A csv field's value is comma-separated text ("bikes,lamps"): the items a member sees as chips.
// Items are trimmed and never empty; a comma inside an item cannot be kept (it would split it), so
// typing one ends the item instead.

/** The items of a stored text: split at commas, trimmed, empties dropped. */
export const csvItems = (text: unknown): string[] =>
  typeof text === 'string' ? text.split(',').map((item) => item.trim()).filter((item) => item !== '') : [];

/** The text to store for a list of items. */
export const csvText = (items: readonly string[]): string => items.join(',');

/** The items with the ones in `typed` (which may hold commas: a paste) added after them, each once. */
export function withTyped(items: readonly string[], typed: string): string[] {
  const added = csvItems(typed).filter((item, index, all) => !items.includes(item) && all.indexOf(item) === index);
  return [...items, ...added];
}
