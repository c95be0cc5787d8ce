// PGlite runs PostgreSQL as WebAssembly. V8 compiles it first with its baseline compiler
// (Liftoff) and then, in the background, recompiles the functions that run often with its
// optimising compiler (TurboFan). For the embedded database that second pass cost ~90 MB of
// resident memory and held start-up back by ~300 ms, while our queries ran no faster: their time
// goes to the JavaScript around PostgreSQL, not inside it. See docs/decisions/0009-lean-server-start.md.
import { setFlagsFromString } from 'node:v8';

/**
 * Keeps WebAssembly compiled later in this process on V8's baseline compiler. Call it before the
 * embedded database is opened; V8 reads the flag when it compiles a module.
 */
export function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString('--liftoff-only');
}
