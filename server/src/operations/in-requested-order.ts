// Id-list reads (blocks, profiles, files) answer in the order the ids were asked for.

/** The distinct ids of a request, in first-seen order. */
export const distinctIds = (ids: readonly number[]): number[] => [...new Set(ids)];

/** `items` ordered as `ids` (each once); ids without an item are left out. */
export function inRequestedOrder<T>(ids: readonly number[], items: readonly T[], idOf: (item: T) => number): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return distinctIds(ids).flatMap((id) => byId.get(id) ?? []);
}
