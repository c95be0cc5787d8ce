// What the import has created so far, by the keys site files use: asset paths → file ids, list
// keys → list ids, field keys → field ids.

export interface SiteIds {
  files: ReadonlyMap<string, number>;
  lists: ReadonlyMap<string, number>;
  fields: ReadonlyMap<string, number>;
}
