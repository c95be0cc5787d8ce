import { describe, expect, it } from 'vitest';
import { applicationTargetMatchesList, filterDuplicatesByKey, isUnique, notificationOwnership } from './choice-rules.ts';
import type { RuleContext } from './rule-types.ts';

const context: RuleContext = { values: {}, labelOf: (key) => key };

describe('notification_ownership', () => {
  const settings = notificationOwnership.readArgument(['entityCreated', 'entityUpdated'])!;
  it('accepts values among the settings, one or several', () => {
    expect(notificationOwnership.check('entityCreated', settings, context)).toBeNull();
    expect(notificationOwnership.check(['entityCreated', 'entityUpdated'], settings, context)).toBeNull();
  });
  it('refuses any other', () => expect(notificationOwnership.check(['entityCreated', 'mention'], settings, context)).toEqual({ kind: 'notification_ownership' }));
});

describe('is_unique', () => {
  it('refuses an existing value, ignoring case and spaces around it', () => {
    expect(isUnique.check(' Ada ', isUnique.readArgument(['ada', 'grace'])!, context)).toEqual({ kind: 'is_unique' });
  });
  it('accepts an excluded value (the one being edited)', () => {
    expect(isUnique.check('ada', isUnique.readArgument({ values: ['ada'], except: ['ada'] })!, context)).toBeNull();
  });
  it('accepts a new value', () => expect(isUnique.check('alan', isUnique.readArgument(['ada'])!, context)).toBeNull());
});

describe('filterDuplicatesByKey', () => {
  it('refuses two live rows with the same value under the key', () => {
    expect(filterDuplicatesByKey.check([{ email: 'a@x.io' }, { email: 'A@x.io' }], 'email', context)).toEqual({ kind: 'filterDuplicatesByKey', params: { key: 'email' } });
  });
  it('ignores deleted rows and empty values', () => {
    const rows = [{ email: 'a@x.io' }, { email: 'a@x.io', meta: { deleted: true } }, { email: '' }, { email: '' }];
    expect(filterDuplicatesByKey.check(rows, 'email', context)).toBeNull();
  });
});

describe('applicationTargetMatchesList', () => {
  const target = applicationTargetMatchesList.readArgument({ listId: 7, listLabel: 'Volunteers' })!;
  it('accepts an application of the list', () => expect(applicationTargetMatchesList.check({ listId: 7 }, target, context)).toBeNull());
  it('names the list otherwise', () => {
    expect(applicationTargetMatchesList.check({ listId: 8 }, target, context)).toEqual({ kind: 'applicationTargetMatchesList', params: { list: 'Volunteers' } });
  });
  it('needs a list id', () => expect(applicationTargetMatchesList.readArgument({ listLabel: 'x' })).toBeNull());
});
