// Readers of the real-time events' payloads (types in @tessera/schemas, api.schema.json): each
// accepts a payload only when it has the expected shape, so a malformed event is ignored.
import { isLanguageCode, type ChangedItem, type LanguageCode } from '@tessera/schemas';

type Payload = Record<string, unknown>;

function isPayload(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function isChangedItem(value: unknown): value is ChangedItem {
  return isPayload(value) && (value.kind === 'module' || value.kind === 'page' || value.kind === 'block') && isId(value.id);
}

/** items:changes {items}: the changed items (none: the structure as a whole), or null when the payload is not that. */
export function readChangedItems(payload: unknown): ChangedItem[] | null {
  if (!isPayload(payload) || !Array.isArray(payload.items)) return null;
  return payload.items.filter(isChangedItem);
}

/** The pages whose records changed: changed pages, and the pages of changed blocks. */
export function changedPageIds(items: ChangedItem[]): number[] {
  const ids = items.flatMap((item) => (item.kind === 'page' ? [item.id] : item.kind === 'block' && isId(item.pageId) ? [item.pageId] : []));
  return [...new Set(ids)];
}

/** profile:update and user:updateData {accountId}. */
export function readAccountId(payload: unknown): number | null {
  return isPayload(payload) && isId(payload.accountId) ? payload.accountId : null;
}

/** i18n:update {language}. */
export function readLanguage(payload: unknown): LanguageCode | null {
  return isPayload(payload) && typeof payload.language === 'string' && isLanguageCode(payload.language) ? payload.language : null;
}

/** CONNECTED_INSTANCE {instanceId, build}: the runtime build the server serves (null when unknown). */
export function readServerBuild(payload: unknown): string | null {
  return isPayload(payload) && typeof payload.build === 'string' ? payload.build : null;
}
