import { describe, expect, it, vi } from 'vitest';
import { buildIdFromEnv, buildIdPlugin } from './build-id.ts';

/** Calls a Vite hook that may be a function or an {handler} object. */
function call<Args extends unknown[], Result>(hook: unknown, context: unknown, ...args: Args): Result {
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: (...a: Args) => Result }).handler) as (...a: Args) => Result;
  return handler.apply(context, args);
}

describe('build id', () => {
  it('comes from TESSERA_BUILD_ID, else the build time', () => {
    expect(buildIdFromEnv({ TESSERA_BUILD_ID: 'release-7' })).toBe('release-7');
    expect(Date.parse(buildIdFromEnv({}))).not.toBeNaN();
  });

  it('is baked into the bundle, index.html and build.json', () => {
    const plugin = buildIdPlugin('release-"7"');
    const emitFile = vi.fn();

    expect(call(plugin.config, {})).toEqual({ define: { 'import.meta.env.TESSERA_BUILD_ID': '"release-\\"7\\""' } });
    expect(call(plugin.transformIndexHtml, {}, '<!doctype html>\n<html lang="en">')).toBe('<!doctype html>\n<html data-build="release-&quot;7&quot;" lang="en">');
    call(plugin.generateBundle, { emitFile });
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: 'build.json', source: '{"build":"release-\\"7\\""}\n' });
  });
});
