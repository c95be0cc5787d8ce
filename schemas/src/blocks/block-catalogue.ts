// What the model needs to know about block types without knowing them: @tessera/blocks declares
// the types (options schema, defaults, migrations, rules) and hands its catalogue to whoever checks
// blocks, like the site loader. `schemas` imports nothing of ours, so the interface lives here.

/** A block as a block type checks it: an API block (children by id) or a site file's block (children nested). */
export interface CheckedBlock {
  type: string;
  options?: object;
  /** The version `options` were saved at; absent means 1. */
  optionsVersion?: number;
  children?: readonly unknown[];
  positions?: Readonly<Record<string, readonly unknown[] | undefined>>;
  columns?: readonly number[];
  /** Translations of its texts by language; `options` may hold only the type's translatable options. */
  translations?: Readonly<Record<string, { options?: object } | undefined>>;
}

/** One thing wrong with a block. */
export interface BlockProblem {
  /** JSON Pointer inside the block, e.g. `/options/level`; '' for the block as a whole. */
  path: string;
  /** A sentence saying what is wrong. */
  message: string;
}

/** The block types a site may use; `@tessera/blocks/definitions` provides the real one. */
export interface BlockCatalogue {
  /** Every problem of `block`: unknown type, options breaking the type's schema, the type's own rules. */
  checkBlock(block: CheckedBlock): BlockProblem[];
}
