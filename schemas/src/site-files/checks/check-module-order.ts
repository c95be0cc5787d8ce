import { forEachDuplicate } from '../for-each-duplicate.ts';
import { pointer } from '../json-pointer.ts';
import type { SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

const file = 'site.json';

/** settings.moduleOrder names existing module folders by key, each once. */
export function checkModuleOrder(tree: SiteTree, report: ReportProblem): void {
  if (!tree.site) return;
  const moduleKeys = new Set(tree.modules.map((module) => module.key));
  const order = tree.site.settings.moduleOrder;
  for (const [index, key] of order.entries()) {
    const path = pointer('settings', 'moduleOrder', index);
    if (typeof key !== 'string') report({ file, path, message: `In site files moduleOrder lists module keys; ${key} is a number.` });
    else if (!moduleKeys.has(key)) report({ file, path, message: `moduleOrder names the module '${key}', but modules/${key}/module.json does not exist.` });
  }
  forEachDuplicate(order.entries(), ([, key]) => String(key), ([index, key]) => {
    report({ file, path: pointer('settings', 'moduleOrder', index), message: `The module '${key}' is listed more than once in moduleOrder.` });
  });
}
