// Types of fixture.mjs (the procedure's generator, kept as it is), for the TypeScript that imports it.
import type { NeutralPage } from './src/neutral-page.ts';

export const DEFAULT_SEED: number;
export function buildFixture(n: number, seed?: number): NeutralPage;
