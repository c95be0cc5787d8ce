/** The page route for a page of a module: /{moduleSlug}/{pageSlug}. */
export function pagePath(moduleSlug: string, pageSlug: string): string {
  return `/${moduleSlug}/${pageSlug}`;
}

/** The module route, which redirects to the module's default page: /{moduleSlug}. */
export function modulePath(moduleSlug: string): string {
  return `/${moduleSlug}`;
}

/** The address of an uploaded image (a logo, an avatar) under the API base path. */
export function imageUrl(apiBasePath: string, fileId: number | string): string {
  return `${apiBasePath}/image?id=${encodeURIComponent(fileId)}`;
}

/** Whether a configured link stays inside the app (a router path) rather than leaving it. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
