// index.html's first script: starts GET /init while the app's code downloads (boot/early-init.ts).
// It must stay small and free of React and the router, so it runs before they arrive.
import { startEarlyInit } from './boot/early-init.ts';

startEarlyInit();
