// In site files, list and power-up rules name user lists by key (`list`); in the database by id.
import type { BlockVisibility, Rule, RuleTree } from '@tessera/schemas';

/** Looks up a list key; the loader has checked every rule names a list of site.json. */
function listIdOf(key: string, listIds: ReadonlyMap<string, number>): number {
  const id = listIds.get(key);
  if (id === undefined) throw new Error(`The user list ${key} was not imported`);
  return id;
}

function withListId(node: RuleTree | Rule, listIds: ReadonlyMap<string, number>): RuleTree | Rule {
  if ('logicalOperator' in node) return { ...node, children: node.children.map((child) => withListId(child, listIds)) };
  if (node.list === undefined) return node;
  const { list, ...rule } = node;
  return { ...rule, listId: listIdOf(list, listIds) };
}

/** A page's `visibleToLists` as list ids (site files name the lists by key); none named: undefined. */
export const listIdsOf = (keys: readonly string[] | undefined, listIds: ReadonlyMap<string, number>): number[] | undefined =>
  keys?.length ? keys.map((key) => listIdOf(key, listIds)) : undefined;

/** The rule tree with every rule's list key replaced by the list's id. */
export const withListIdsInRule = (tree: RuleTree, listIds: ReadonlyMap<string, number>): RuleTree => withListId(tree, listIds) as RuleTree;

/** The visibility with every rule's list key replaced by the list's id. */
export function withListIds(visibility: BlockVisibility, listIds: ReadonlyMap<string, number>): BlockVisibility {
  return visibility.rules ? { ...visibility, rules: withListId(visibility.rules, listIds) as RuleTree } : visibility;
}
