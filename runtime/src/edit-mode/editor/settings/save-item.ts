// Saving from the settings panel: a block's changes shown at once and rolled back when refused, a
// page's or module's properties one call each (the property routes set one at a time).
import type { Block, Module, PageSummary } from '@tessera/schemas';
import { api } from '../../../api/api.ts';
import { refreshPage, reloadEditedPage, updateBlock } from '../api/block-calls.ts';
import { editBlockOptimistically, type DraftStore } from '../draft-actions.ts';

export type BlockChanges = Partial<Pick<Block, 'title' | 'showTitle' | 'options' | 'columns' | 'visibility'>>;

/** Saves `changes` to `block`, showing them while the server works. */
export async function saveBlock(draft: DraftStore, block: Block, pageId: number, changes: BlockChanges): Promise<void> {
  await editBlockOptimistically(draft, { ...block, ...changes }, async () => {
    await updateBlock(block, changes);
    await reloadEditedPage(pageId);
  });
}

type Properties = Record<string, string | boolean | number[]>;

/** What a property left out stands for: false for a flag, none for a list. */
const unsetValue = (value: unknown) => (typeof value === 'boolean' ? false : Array.isArray(value) ? [] : undefined);

/** Whether a form value and the stored one differ; lists of ids compare by their members, in any order. */
function differs(value: unknown, stored: unknown): boolean {
  if (!Array.isArray(value)) return value !== stored;
  const before = Array.isArray(stored) ? new Set(stored) : new Set();
  return value.length !== before.size || value.some((item) => !before.has(item));
}

/** The properties whose value differs from `current`'s. */
export const changedProperties = (current: Record<string, unknown>, next: Record<string, unknown>): Properties =>
  Object.fromEntries(Object.entries(next).filter(([key, value]) =>
    (typeof value === 'string' || typeof value === 'boolean' || Array.isArray(value)) && differs(value, current[key] ?? unsetValue(value)))) as Properties;

/** The settings form starts from the modules as stored (SettingsFormTab): an open form gets the saved values. */
const refreshStoredModules = () => api.invalidate('structure/module/adminView');

/** Sets each changed property of a page, in order; stops at the first refusal. */
export async function savePage(page: PageSummary, next: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(changedProperties(page as unknown as Record<string, unknown>, next))) {
    await api.call('POST /structure/page/{id}/property', { params: { id: page.id }, body: { key: key as never, value } });
  }
  refreshPage(page.id);
  refreshStoredModules();
}

/** Sets each changed property of a module, in order; stops at the first refusal. */
export async function saveModule(module: Module, next: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(changedProperties(module as unknown as Record<string, unknown>, next))) {
    // The module form has no list values (form-schemas.ts moduleSettingsSchema).
    await api.call('POST /structure/module/{id}/property', { params: { id: module.id }, body: { key: key as never, value: value as string | boolean } });
  }
  refreshStoredModules();
}
