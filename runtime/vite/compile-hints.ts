// V8's explicit compile hint (Chrome 136+): a script starting with `//# allFunctionsCalledOnLoad`
// has all its functions compiled eagerly, on the background thread that streams the script,
// instead of lazily on the main thread the first time each is called — which, for the code of a
// first page, is during its first render. Other browsers read it as a comment.
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin knows of an output chunk. */
export interface HintedChunk {
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  fileName: string;
}

/** A block type's component module (blocks/<folder>/<Component>.tsx): loaded for a page, and then all of it runs. */
const BLOCK_COMPONENT = /[\\/]blocks[\\/][^\\/]+[\\/][A-Z][A-Za-z]*\.tsx$/;

/**
 * The chunks whose functions run when a page loads: the entries, what they import statically
 * (the framework, the app's shared code), and the block types' components. Not the chunks of
 * screens or edit mode, most of whose functions a visit never calls.
 */
export function chunksToHint(chunks: readonly HintedChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hinted = new Set<string>();
  const add = (chunk: HintedChunk | undefined) => {
    if (!chunk || hinted.has(chunk.fileName)) return;
    hinted.add(chunk.fileName);
    for (const imported of chunk.imports) add(byFile.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry || (chunk.facadeModuleId !== null && BLOCK_COMPONENT.test(chunk.facadeModuleId))) add(chunk);
  return hinted;
}

/** Starts the chunks a page load runs (chunksToHint) with V8's compile hint, after minification. */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'tessera-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // Last: Vite's own post steps write the preload helper at the top of the entry, and the hint
      // must come first.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const hinted = chunksToHint(chunks);
        for (const chunk of chunks) if (hinted.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
