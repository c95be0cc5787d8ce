// What the pickers and the structure selector search: the host of a form (the runtime, which holds
// the API client) gives each one as a source, so the widgets stay free of HTTP and of the runtime.

/** One thing a picker offers: its id (what the field stores) and what the member reads. */
export interface PickerOption {
  id: number;
  label: string;
  /** A second line: a member's headline, a list's type. */
  detail?: string;
}

/** Where a picker searches, as a member types. */
export interface PickerSource {
  /** At most a handful of options matching the text (the server bounds how many). */
  search(text: string, signal: AbortSignal): Promise<PickerOption[]>;
  /** The options of ids already chosen (a form opened with them), in any order; unknown ids left out. */
  resolve(ids: readonly number[], signal: AbortSignal): Promise<PickerOption[]>;
}

/** A module, page or block a structure selector offers. */
export interface StructureEntry {
  kind: 'module' | 'page' | 'block';
  id: number;
  label: string;
  /** Where it sits, for the member to tell two pages of one name apart ("Events › Calendar"). */
  path?: string;
}

/** The sources a form's pickers use; a picker without one says there is nothing to search. */
export interface FieldSources {
  members?: PickerSource;
  lists?: PickerSource;
  /** Entities do not exist in the data layer yet: until they do, no host gives this source. */
  entities?: PickerSource;
  /** The site structure the member may see (the runtime already holds it from GET /init). */
  structure?: () => Promise<readonly StructureEntry[]>;
}
