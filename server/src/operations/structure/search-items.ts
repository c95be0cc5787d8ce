// One page of search results over modules or pages (GET structure/module/search, structure/page/search).

/** The paging and sorting of a search; page 1 and 10 per page by default (data spec §9). */
export interface SearchOptions {
  page?: number | undefined;
  limit?: number | undefined;
  /** Text the name, slug or key contains, in any case. */
  filters?: string | undefined;
  /** order: as in the navigation (the order `items` come in). */
  sortBy?: 'order' | 'name' | 'slug' | 'id' | undefined;
  descending?: boolean | undefined;
}

interface Searchable {
  id: number;
  key: string;
  slug: string;
  name: string;
}

export interface SearchPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The items matching `filters`, sorted, and the one page of them asked for. */
export function searchItems<T extends Searchable>(items: readonly T[], { page = 1, limit = 10, filters, sortBy = 'order', descending = false }: SearchOptions): SearchPage<T> {
  const needle = filters?.trim().toLocaleLowerCase() ?? '';
  const matching = needle === '' ? [...items] : items.filter((item) => [item.name, item.slug, item.key].some((text) => text.toLocaleLowerCase().includes(needle)));
  if (sortBy === 'id') matching.sort((a, b) => a.id - b.id);
  else if (sortBy !== 'order') matching.sort((a, b) => a[sortBy].localeCompare(b[sortBy]) || a.id - b.id);
  if (descending) matching.reverse();
  return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
}
