import { describe, expect, it } from 'vitest';
import type { Rule, RuleKind } from '../generated/model.ts';
import { evaluateRule } from './evaluate-rule.ts';
import type { RuleContext } from './rule-context.ts';

const ctx: RuleContext = {
  user: { accountId: 7, email: 'ada@demo.test', isAdmin: false, isElevated: true },
  profile: { firstName: 'Ada', address: { city: 'London' } },
  listMemberships: [
    { userListId: 10, state: 'accepted' },
    { userListId: 11, state: 'applied' },
  ],
  entity: { title: 'Repair café', capacity: 20 },
  form: { topics: ['bikes', 'lamps'] },
  knownValues: { tab: 'events' },
  emailBuilder: { subject: 'Welcome' },
};

/** Rules as site files spell them; `value` is loosely typed by the generator, hence the cast. */
const rule = (fields: Omit<Rule, 'value'> & { value?: unknown }): Rule => fields as Rule;

describe('evaluateRule: field kinds read their own context object', () => {
  const cases: Array<[RuleKind, string, unknown]> = [
    ['profileField', 'address.city', 'London'],
    ['userField', 'email', 'ada@demo.test'],
    ['entityField', 'title', 'Repair café'],
    ['formField', 'topics', ['bikes', 'lamps']],
    ['knownValueField', 'tab', 'events'],
    ['emailBuilderField', 'subject', 'Welcome'],
  ];

  it.each(cases)('%s reads %s', (kind, path, value) => {
    expect(evaluateRule(rule({ kind, path, operator: 'equals', value }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind, path, operator: 'equals', value: 'something else' }), ctx)).toBe(false);
  });

  it('does not read another kind\'s context', () => {
    expect(evaluateRule(rule({ kind: 'entityField', path: 'firstName', operator: 'isNotEmpty' }), ctx)).toBe(false);
  });

  it('reads undefined from a context object that is absent', () => {
    const bare: RuleContext = { ...ctx, form: undefined };
    expect(evaluateRule(rule({ kind: 'formField', path: 'topics', operator: 'isEmpty' }), bare)).toBe(true);
  });

  it('defaults the operator to equals', () => {
    expect(evaluateRule(rule({ kind: 'profileField', path: 'firstName', value: 'Ada' }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind: 'profileField', path: 'firstName', value: 'Grace' }), ctx)).toBe(false);
  });

  it('reads nothing without a path', () => {
    expect(evaluateRule(rule({ kind: 'profileField', operator: 'isEmpty' }), ctx)).toBe(true);
  });

  it('applies the operator to the value read', () => {
    expect(evaluateRule(rule({ kind: 'entityField', path: 'capacity', operator: 'greaterThan', value: 10 }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind: 'formField', path: 'topics', operator: 'contains', value: 'bikes' }), ctx)).toBe(true);
  });
});

describe('evaluateRule: list kinds ("is in state of tag")', () => {
  it.each<RuleKind>(['profileList', 'userList'])('%s defaults the state to accepted', (kind) => {
    expect(evaluateRule(rule({ kind, operator: 'inState', listId: 10 }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind, operator: 'inState', listId: 11 }), ctx)).toBe(false);
  });

  it.each<RuleKind>(['profileList', 'userList'])('%s checks the state asked for', (kind) => {
    expect(evaluateRule(rule({ kind, listId: 11, state: 'applied' }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind, listId: 10, state: 'applied' }), ctx)).toBe(false);
  });

  it('takes the list id from value when listId is absent', () => {
    expect(evaluateRule(rule({ kind: 'userList', value: 10 }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind: 'userList', value: 12 }), ctx)).toBe(false);
  });

  it('never matches a rule that names no list', () => {
    expect(evaluateRule(rule({ kind: 'userList' }), ctx)).toBe(false);
  });

  it('is negated by inverted', () => {
    expect(evaluateRule(rule({ kind: 'userList', listId: 10, inverted: true }), ctx)).toBe(false);
    expect(evaluateRule(rule({ kind: 'userList', listId: 99, inverted: true }), ctx)).toBe(true);
  });
});

describe('evaluateRule: entity power-up kinds', () => {
  it.each<RuleKind>(['profileEntityPowerUp', 'userEntityPowerUp'])('%s needs an accepted membership of the list', (kind) => {
    expect(evaluateRule(rule({ kind, listId: 10 }), ctx)).toBe(true);
    expect(evaluateRule(rule({ kind, listId: 11 }), ctx)).toBe(false);
  });

  it('ignores state: only accepted membership grants a power-up', () => {
    expect(evaluateRule(rule({ kind: 'userEntityPowerUp', listId: 11, state: 'applied' }), ctx)).toBe(false);
  });
});

describe('evaluateRule: inverted', () => {
  it('negates field rules too', () => {
    expect(evaluateRule(rule({ kind: 'profileField', path: 'firstName', value: 'Ada', inverted: true }), ctx)).toBe(false);
    expect(evaluateRule(rule({ kind: 'profileField', path: 'firstName', value: 'Grace', inverted: true }), ctx)).toBe(true);
  });
});
