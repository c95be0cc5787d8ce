// The modules a file loads, read from the source: what the conformance test uses to show that the
// definitions load without React (and the renderer's list without Ajv).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** What a file loads, following our own source files (the workspace packages included). */
export interface ModuleGraph {
  /** Our own files reached (sources, stylesheets, JSON), absolute paths, the entry first. */
  files: string[];
  /** npm packages reached (by name), where the walk stops. */
  packages: Set<string>;
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/**
 * Every module `entry` loads when it runs: static imports and re-exports (type-only ones are
 * erased, so left out) and dynamic `import()`s, whether or not they would be called.
 */
export function moduleGraph(entry: string): ModuleGraph {
  const files: string[] = [];
  const packages = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.includes(file)) continue;
    files.push(file);
    if (!/\.[cm]?tsx?$/.test(file)) continue;
    for (const specifier of loadedSpecifiers(file)) {
      // Workspace packages resolve through their node_modules link to our own source.
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/')) pending.push(resolved);
      else if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier)); // e.g. a stylesheet
      else packages.add(packageName(specifier));
    }
  }
  return { files, packages };
}

function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** `react-dom/client` → `react-dom`, `@tessera/schemas/x` → `@tessera/schemas`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
