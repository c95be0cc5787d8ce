// Block components loading, counted like API calls so the full loader can wait until the first
// page is whole. Registered when this module loads, before anything renders a block.
import { watchBlockComponentLoads } from '@tessera/blocks';
import { createLoadingStore } from '../api/loading-store.ts';

export const blockComponentLoads = createLoadingStore();
watchBlockComponentLoads((load) => void blockComponentLoads.track(load));
