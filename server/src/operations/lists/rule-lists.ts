// Which lists a rule tree names, and whether the rules of dynamic and system lists lead in a
// loop (POST /userLists/doLoopCheck): a list whose rule needs its own members cannot be filled.
import type { Rule, RuleTree } from '@tessera/schemas';

const isGroup = (child: Rule | RuleTree): child is RuleTree => 'logicalOperator' in child;
const LIST_KINDS = new Set<Rule['kind']>(['profileList', 'userList', 'profileEntityPowerUp', 'userEntityPowerUp']);

/** The ids of the lists `tree`'s membership rules name (as evaluate-rule.ts reads them), each once. */
export function listIdsNamedBy(tree: RuleTree | null): number[] {
  const ids = new Set<number>();
  const walk = (group: RuleTree) => {
    for (const child of group.children) {
      if (isGroup(child)) walk(child);
      else if (LIST_KINDS.has(child.kind)) {
        const value: unknown = child.value;
        const id = child.listId ?? (typeof value === 'number' ? value : undefined);
        if (id !== undefined) ids.add(id);
      }
    }
  };
  if (tree) walk(tree);
  return [...ids];
}

/**
 * The loop through `start`, as list ids from `start` back to it, or [] when there is none.
 * `named` gives, per rule-filled list, the lists its rule names.
 */
export function findLoop(start: number, named: ReadonlyMap<number, readonly number[]>): number[] {
  const seen = new Set<number>();
  const search = (id: number, path: number[]): number[] => {
    for (const next of named.get(id) ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const loop = search(next, [...path, next]);
      if (loop.length > 0) return loop;
    }
    return [];
  };
  return search(start, [start]);
}

/** The rule-filled lists in an order where every list comes after those its rule names (loops broken anywhere). */
export function fillOrder(named: ReadonlyMap<number, readonly number[]>): number[] {
  const order: number[] = [];
  const visited = new Set<number>();
  const visit = (id: number) => {
    if (visited.has(id)) return;
    visited.add(id);
    for (const next of named.get(id) ?? []) if (named.has(next)) visit(next);
    order.push(id);
  };
  for (const id of [...named.keys()].sort((a, b) => a - b)) visit(id);
  return order;
}
