// Applies the plan's applications through the application and field operations: created, or their
// label, list and form changed. Their requests are member data, not structure: sync leaves them be.
import { isDeepStrictEqual } from 'node:util';
import type { Field, SiteFile, SitePlanEntry as PlanEntry } from '@tessera/schemas';
import { SYSTEM_ACTOR } from '../actor.ts';
import { createApplication, updateApplication } from '../applications/write-application.ts';
import type { TransactionContext } from '../context.ts';
import { createField, updateField } from '../structure/fields/write-fields.ts';
import { elementIds } from './element-ids.ts';

const actor = SYSTEM_ACTOR;

/**
 * Each application site.json names that the plan creates or changes (lists by key, `listIds` from
 * applyLists). Its form's fields are matched by key: created when new, changed when they differ.
 * An application missing from the files stays, as lists do: deleting it would delete its requests.
 */
export async function applyApplications(tx: TransactionContext, plan: readonly PlanEntry[], site: SiteFile, listIds: ReadonlyMap<string, number>): Promise<void> {
  for (const { id: key, label, list, fields = [] } of site.applications ?? []) {
    const entry = plan.find((planned) => planned.element === elementIds.application(key));
    if (!entry || entry.kept) continue;
    const listId = listIds.get(list);
    if (listId === undefined) throw new Error(`The user list ${list} of application ${key} is not on the server`);
    const fieldIds: number[] = [];
    for (const { id: fieldKey, children: _children, sort: _sort, relatedBlocks: _related, ...definition } of fields) {
      const stored = await tx.db.selectFrom('fields').select(['id', 'data']).where('elementKey', '=', fieldKey).executeTakeFirst();
      if (!stored) fieldIds.push((await createField(tx, actor, { field: definition as Field }, fieldKey)).id!);
      else {
        const { childIds: _childIds, sort: _s, relatedBlocks: _r, ...current } = stored.data as Field;
        if (!isDeepStrictEqual(current, definition)) await updateField(tx, actor, { fieldId: stored.id, field: definition as Field });
        fieldIds.push(stored.id);
      }
    }
    if (entry.action === 'create') await createApplication(tx, actor, label, listId, fieldIds, key);
    else if (entry.action === 'update') {
      const { id } = await tx.db.selectFrom('applications').select('id').where('key', '=', key).executeTakeFirstOrThrow();
      await updateApplication(tx, actor, id, { label, listId, fieldIds });
    }
  }
}
