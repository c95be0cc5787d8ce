import type { Rule, RuleTree } from '../../generated/model.ts';
import { forEachDuplicate } from '../for-each-duplicate.ts';
import { pointer } from '../json-pointer.ts';
import { validEntries, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';
import { walkPageBlocks } from '../walk-blocks.ts';

/**
 * User lists: site.json's lists have distinct ids; accounts' memberships, pages' `visibleToLists`
 * and their blocks' visibility rules name lists of site.json by key (`list`), never by a database id (`listId`), which would
 * mean another list on every server.
 */
export function checkLists(tree: SiteTree, report: ReportProblem): void {
  const lists = tree.site?.lists ?? [];
  forEachDuplicate(lists.entries(), ([, list]) => list.id, ([index, list]) => {
    report({ file: 'site.json', path: pointer('lists', index, 'id'), message: `The list id '${list.id}' is used by more than one list.` });
  });
  const keys = new Set(lists.map((list) => list.id));
  checkMemberships(tree, keys, report);
  checkApplications(tree, keys, report);
  for (const module of tree.modules) {
    for (const { file, value: page } of validEntries(module.pages)) {
      for (const [index, list] of (page.visibleToLists ?? []).entries()) {
        if (!keys.has(list)) report({ file, path: pointer('visibleToLists', index), message: `The list '${list}' is not one of the lists in site.json.` });
      }
      for (const { block, path } of walkPageBlocks(page)) {
        if (block.visibility?.rules) checkRules(block.visibility.rules, `${path}/visibility/rules`, file, keys, report);
      }
    }
  }
}

function checkMemberships(tree: SiteTree, keys: ReadonlySet<string>, report: ReportProblem): void {
  for (const [index, account] of (tree.site?.accounts ?? []).entries()) {
    const memberships = account.memberships ?? [];
    for (const [at, { list }] of memberships.entries()) {
      if (!keys.has(list)) report({ file: 'site.json', path: pointer('accounts', index, 'memberships', at, 'list'), message: `The list '${list}' is not one of the lists in site.json.` });
    }
    forEachDuplicate(memberships.entries(), ([, membership]) => membership.list, ([at, { list }]) => {
      report({ file: 'site.json', path: pointer('accounts', index, 'memberships', at, 'list'), message: `This account is already a member of the list '${list}'.` });
    });
  }
}

/** Applications name a list of site.json and accounts of site.json, each account at most once. */
function checkApplications(tree: SiteTree, keys: ReadonlySet<string>, report: ReportProblem): void {
  const applications = tree.site?.applications ?? [];
  const emails = new Set((tree.site?.accounts ?? []).map((account) => account.email.toLowerCase()));
  forEachDuplicate(applications.entries(), ([, application]) => application.id, ([index, application]) => {
    report({ file: 'site.json', path: pointer('applications', index, 'id'), message: `The application id '${application.id}' is used by more than one application.` });
  });
  for (const [index, application] of applications.entries()) {
    if (!keys.has(application.list)) report({ file: 'site.json', path: pointer('applications', index, 'list'), message: `The list '${application.list}' is not one of the lists in site.json.` });
    const requests = application.requests ?? [];
    for (const [at, { account }] of requests.entries()) {
      if (!emails.has(account.toLowerCase())) report({ file: 'site.json', path: pointer('applications', index, 'requests', at, 'account'), message: `'${account}' is not one of the accounts in site.json.` });
    }
    forEachDuplicate(requests.entries(), ([, request]) => request.account.toLowerCase(), ([at, { account }]) => {
      report({ file: 'site.json', path: pointer('applications', index, 'requests', at, 'account'), message: `'${account}' already has a request through this application.` });
    });
  }
}

function checkRules(node: RuleTree | Rule, path: string, file: string, keys: ReadonlySet<string>, report: ReportProblem): void {
  if ('logicalOperator' in node) {
    for (const [index, child] of node.children.entries()) checkRules(child, `${path}/children/${index}`, file, keys, report);
    return;
  }
  if (node.listId !== undefined) {
    report({ file, path: `${path}/listId`, message: `In site files a rule names its list by key in 'list'; ${node.listId} is a database id.` });
  }
  if (node.list !== undefined && !keys.has(node.list)) {
    report({ file, path: `${path}/list`, message: `The list '${node.list}' is not one of the lists in site.json.` });
  }
}
