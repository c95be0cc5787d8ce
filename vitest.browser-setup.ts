// Runs before every file of the browser projects. The `browser` project's files share one jsdom
// window and one module graph per worker (isolate: false), so each file leaves the window as a
// fresh one would be for the next: no mounted React trees, real timers and globals, empty
// storage and an empty document at the start URL.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Testing Library unmounts after each test by itself only when test globals are on; they are off.
afterEach(cleanup);

// Registered first, so it runs after the file's own afterAll hooks.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  history.replaceState(null, '', '/');
});
