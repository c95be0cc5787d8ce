// The elements sync compares and keeps a revision of, named by the keys site files use.
export const elementIds = {
  settings: 'settings',
  list: (key: string) => `list:${key}`,
  application: (key: string) => `application:${key}`,
  brand: (key: string) => `brand:${key}`,
  translations: (language: string) => `translations:${language}`,
  module: (key: string) => `module:${key}`,
  page: (module: string, page: string) => `page:${module}/${page}`,
  block: (module: string, page: string, block: string) => `block:${module}/${page}/${block}`,
  /** Fields are keyed across the site: one field may be shown by blocks of several pages. */
  field: (key: string) => `field:${key}`,
} as const;
