/** The head of every generated file. */
export const GENERATED_BANNER = `/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run \`npm run gen\` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */`;
