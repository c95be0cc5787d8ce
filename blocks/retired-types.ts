/**
 * Block types that existed once and were removed. Saved blocks of these types are kept: the
 * renderer shows "This component has been removed." in their place and the checks accept them
 * (there are no options left to check), while any other unknown type is reported as a mistake.
 * When a type is removed, its name moves here.
 */
export const retiredBlockTypes: ReadonlySet<string> = new Set([
  // The bench-booking widget of the demo collective's old website, kept on the demo's Lab page.
  'retired-widget',
]);
