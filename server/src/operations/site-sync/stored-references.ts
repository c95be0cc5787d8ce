// Stored blocks and settings name files and lists by id; site files name them by asset path and key.
import type { BlockVisibility, Rule, RuleTree } from '@tessera/schemas';
import { FILE_ID_OPTION } from '@tessera/schemas/site-files';

/** A copy of stored `options` with every file id under a `…fileId` key replaced by its asset path. */
export function optionsWithAssetPaths(options: object, pathOf: (fileId: number) => string | null): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) files[key] = fileValue(key, value, pathOf);
  return files;
}

function fileValue(key: string, value: unknown, pathOf: (fileId: number) => string | null): unknown {
  if (typeof value === 'number' && FILE_ID_OPTION.test(key)) return pathOf(value);
  if (Array.isArray(value)) return value.map((item: unknown) => fileValue(key, item, pathOf));
  if (value !== null && typeof value === 'object') return optionsWithAssetPaths(value, pathOf);
  return value;
}

function withListKey(node: RuleTree | Rule, keyOf: (listId: number) => string | undefined): RuleTree | Rule {
  if ('logicalOperator' in node) return { ...node, children: node.children.map((child) => withListKey(child, keyOf)) };
  if (node.listId === undefined) return node;
  const key = keyOf(node.listId);
  if (key === undefined) return node;
  const { listId: _id, ...rule } = node;
  return { ...rule, list: key };
}

/** The rule tree with every rule's list id replaced by the list's key (a dynamic list's rule). */
export const withListKeysInRule = (tree: RuleTree, keyOf: (listId: number) => string | undefined): RuleTree => withListKey(tree, keyOf) as RuleTree;

/** The visibility with every rule's list id replaced by the list's key. */
export function withListKeys(visibility: BlockVisibility, keyOf: (listId: number) => string | undefined): BlockVisibility {
  return visibility.rules ? { ...visibility, rules: withListKey(visibility.rules, keyOf) as RuleTree } : visibility;
}

/** Where a file row's bytes sit in site files: its asset path, or for an editor upload a path named by its content. */
export function assetPathOf(file: { sha256: string; name: string; assetPath: string | null }): string {
  return file.assetPath ?? `assets/${file.sha256.slice(0, 12)}-${file.name}`;
}
