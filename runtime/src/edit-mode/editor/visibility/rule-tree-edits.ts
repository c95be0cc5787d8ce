// Changes to a visibility rule tree, addressed by the path of child indexes from the root
// ([] is the root group, [1, 0] the first child of the root's second child). Made with immer, so
// each returns a new tree and leaves the one given as it was.
import { produce, type Draft } from 'immer';
import type { Rule, RuleTree } from '@tessera/schemas';

export type RulePath = readonly number[];
type Node = RuleTree | Rule;

export const isGroup = (node: Node): node is RuleTree => 'logicalOperator' in node;

/** A rule to start from: the profile field `city` equals "" (the admin fills in the value). */
export const newRule = (): Rule => ({ kind: 'profileField', path: 'city', operator: 'equals', value: '' });
export const newGroup = (): RuleTree => ({ logicalOperator: 'all', children: [newRule()] });
export const emptyTree = (): RuleTree => ({ logicalOperator: 'all', children: [] });

function groupAt(tree: Draft<RuleTree>, path: RulePath): Draft<RuleTree> {
  let node: Draft<Node> = tree;
  for (const index of path) {
    if (!isGroup(node as Node)) throw new Error(`No group at ${path.join('.')}`);
    node = (node as Draft<RuleTree>).children[index]!;
  }
  if (!isGroup(node as Node)) throw new Error(`No group at ${path.join('.')}`);
  return node as Draft<RuleTree>;
}

/** Adds a rule or a group at the end of the group at `path`. */
export const addChild = (tree: RuleTree, path: RulePath, child: Node): RuleTree =>
  produce(tree, (draft) => { groupAt(draft, path).children.push(child as Draft<Node>); });

/** Removes the node at `path` (not the root). */
export const removeNode = (tree: RuleTree, path: RulePath): RuleTree =>
  produce(tree, (draft) => { groupAt(draft, path.slice(0, -1)).children.splice(path.at(-1)!, 1); });

/** Replaces the rule at `path` with `changes` merged over it. */
export const changeRule = (tree: RuleTree, path: RulePath, changes: Partial<Rule>): RuleTree =>
  produce(tree, (draft) => {
    const parent = groupAt(draft, path.slice(0, -1));
    const index = path.at(-1)!;
    parent.children[index] = { ...(parent.children[index] as Rule), ...changes } as Draft<Rule>;
  });

/** Sets whether the group at `path` needs all its children or any one of them. */
export const setOperator = (tree: RuleTree, path: RulePath, operator: RuleTree['logicalOperator']): RuleTree =>
  produce(tree, (draft) => { groupAt(draft, path).logicalOperator = operator; });
