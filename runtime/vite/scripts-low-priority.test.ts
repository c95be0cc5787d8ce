import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './scripts-low-priority.ts';

describe('lowerScriptPriority', () => {
  it('asks for the entry script and its modulepreloads at low priority, and leaves the early script and stylesheet alone', () => {
    const built = [
      '<script type="module" async crossorigin src="/app/js/early-init-a.js"></script>',
      '<script type="module" crossorigin src="/app/js/index-b.js"></script>',
      '<link rel="modulepreload" crossorigin href="/app/js/framework-c.js">',
      '<link rel="modulepreload" crossorigin href="/app/js/early-init-a.js">',
      '<link rel="stylesheet" crossorigin href="/app/css/style-d.css">',
    ].join('\n');
    expect(lowerScriptPriority(built)).toBe([
      '<script type="module" async crossorigin src="/app/js/early-init-a.js"></script>',
      '<script type="module" crossorigin fetchpriority="low" src="/app/js/index-b.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/app/js/framework-c.js">',
      '<link rel="modulepreload" crossorigin href="/app/js/early-init-a.js">',
      '<link rel="stylesheet" crossorigin href="/app/css/style-d.css">',
    ].join('\n'));
  });
});
