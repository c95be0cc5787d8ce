// Rules on choices and lists: notification_ownership, is_unique, filterDuplicatesByKey,
// applicationTargetMatchesList.
import type { LocalRule } from './rule-types.ts';

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const sameValue = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b);

/** notification_ownership: every value chosen is among the entity definition's notification settings (the argument). */
export const notificationOwnership: LocalRule<readonly unknown[]> = {
  readArgument: (raw) => (Array.isArray(raw) ? raw : null),
  check: (value, settings) => (valuesOf(value).every((chosen) => settings.includes(chosen)) ? null : { kind: 'notification_ownership' }),
};

interface Uniqueness { existing: readonly unknown[]; except: readonly unknown[] }

/** is_unique's argument: the existing values, `[…]` or `{values, except}` (the value being edited, say). */
function readUniqueness(raw: unknown): Uniqueness | null {
  if (Array.isArray(raw)) return { existing: raw, except: [] };
  const { values, except } = (raw ?? {}) as { values?: unknown; except?: unknown };
  return Array.isArray(values) ? { existing: values, except: Array.isArray(except) ? except : [] } : null;
}

/** is_unique: not one of the existing values (texts compared trimmed and without case), unless excepted. */
export const isUnique: LocalRule<Uniqueness> = {
  readArgument: readUniqueness,
  check: (value, { existing, except }) => {
    const taken = existing.some((other) => sameValue(other, value)) && !except.some((other) => sameValue(other, value));
    return taken ? { kind: 'is_unique' } : null;
  },
};

/** A repeater row: its values, and `meta.deleted` once removed. */
type Row = Record<string, unknown> & { meta?: { deleted?: boolean } };
const liveRows = (value: unknown): Row[] =>
  (Array.isArray(value) ? value : []).filter((row): row is Row => typeof row === 'object' && row !== null && !(row as Row).meta?.deleted);

/** filterDuplicatesByKey: no two rows of a list (deleted rows aside) share a value under the key. */
export const filterDuplicatesByKey: LocalRule<string> = {
  readArgument: (raw) => (typeof raw === 'string' && raw !== '' ? raw : null),
  check: (value, key) => {
    const seen: unknown[] = [];
    for (const row of liveRows(value)) {
      const item = row[key];
      if (item === undefined || item === null || item === '') continue;
      if (seen.some((other) => sameValue(other, item))) return { kind: 'filterDuplicatesByKey', params: { key } };
      seen.push(item);
    }
    return null;
  },
};

interface ListTarget { listId: number; listLabel: string }

/** applicationTargetMatchesList: the chosen application (`{listId}`) targets the list `{listId, listLabel}`. */
export const applicationTargetMatchesList: LocalRule<ListTarget> = {
  readArgument: (raw) => {
    const { listId, listLabel } = (raw ?? {}) as Partial<ListTarget>;
    return typeof listId === 'number' ? { listId, listLabel: typeof listLabel === 'string' ? listLabel : String(listId) } : null;
  },
  check: (value, { listId, listLabel }) => {
    const target = (value as { listId?: unknown } | null)?.listId;
    return target === listId ? null : { kind: 'applicationTargetMatchesList', params: { list: listLabel } };
  },
};
