import { describe, expect, it } from 'vitest';
import type { Field, RuleTree } from '../generated/model.ts';
import { compileForm } from './compile-form.ts';
import { conditionHolds } from './form-condition.ts';
import { submitValues } from './submit-values.ts';
import { validateForm } from './validate-form.ts';

const whenOther: RuleTree = { logicalOperator: 'all', children: [{ kind: 'formField', path: 'reason', value: 'other' }] };
const detail: Field = { id: 9, key: 'detail', name: 'Details', type: 'text', validation: { required: true } };
const fields: Field[] = [
  { id: 1, key: 'reason', name: 'Reason', type: 'radio', options: [{ value: 'work' }, { value: 'other' }] },
  { id: 2, key: 'more', name: 'More', type: 'conditional', childIds: [9], condition: whenOther },
];
const form = compileForm({ fields, library: new Map([[9, detail]]) });

describe('conditionHolds', () => {
  it("reads formField rules from the form's values by dot path", () => {
    expect(conditionHolds(whenOther, { reason: 'other' })).toBe(true);
    expect(conditionHolds(whenOther, { reason: 'work' })).toBe(false);
    expect(conditionHolds({ logicalOperator: 'any', children: [{ kind: 'formField', path: 'a.b', operator: 'isNotEmpty' }] }, { a: { b: 'x' } })).toBe(true);
  });
  it('never holds a rule of another kind, even one that would hold on empty data', () => {
    expect(conditionHolds({ logicalOperator: 'all', children: [{ kind: 'profileField', path: 'x', operator: 'isEmpty' }] }, {})).toBe(false);
  });
  it('holds without rules (an empty all group)', () => {
    expect(conditionHolds({ logicalOperator: 'all', children: [] }, {})).toBe(true);
  });
});

describe('a conditional field', () => {
  it("compiles like a group, with its condition in the uiSchema and the compiled field", () => {
    expect(form.schema.properties).toMatchObject({ more: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] } });
    expect(form.uiSchema.more).toMatchObject({ 'ui:field': 'conditional', 'ui:options': { condition: whenOther } });
    expect(form.fields[1]!.condition).toEqual(whenOther);
    expect(form.problems).toEqual([]);
  });
  it('lists rules a form cannot decide as problems', () => {
    const odd = compileForm({ fields: [{ ...fields[1]!, condition: { logicalOperator: 'all', children: [{ kind: 'userList', listId: 3 }] } }], library: new Map([[9, detail]]) });
    expect(odd.problems[0]!.message).toContain('userList');
  });
  it('checks and sends its children only while the condition holds', () => {
    expect(validateForm(form, { reason: 'work', more: { detail: '' } })).toEqual([]);
    expect(validateForm(form, { reason: 'other', more: { detail: '' } })).toEqual([{ path: ['more', 'detail'], kind: 'required' }]);
    expect(submitValues(form, { reason: 'work', more: { detail: 'kept' } })).toEqual({ reason: 'work' });
    expect(submitValues(form, { reason: 'other', more: { detail: 'Moving' } })).toEqual({ reason: 'other', more: { detail: 'Moving' } });
  });
});

describe('the value-holding types of this release', () => {
  it('give object values a component of their own, pickers lists of ids, csv a text', () => {
    const compiled = compileForm({ fields: [
      { id: 1, key: 'place', name: 'Place', type: 'geoLocation' },
      { id: 2, key: 'target', name: 'Target', type: 'structureSelector' },
      { id: 3, key: 'mentors', name: 'Mentors', type: 'memberPicker' },
      { id: 4, key: 'tags', name: 'Tags', type: 'csv' },
    ] });
    expect(compiled.uiSchema.place).toMatchObject({ 'ui:field': 'geoLocation' });
    expect(compiled.uiSchema.target).toMatchObject({ 'ui:field': 'structureSelector' });
    expect(compiled.uiSchema.mentors).toMatchObject({ 'ui:widget': 'memberPicker' });
    expect(compiled.schema.properties).toMatchObject({ mentors: { type: 'array', items: { type: 'integer' } }, tags: { type: 'string' }, place: { type: 'object' } });
    expect(compiled.defaults).toEqual({ mentors: [], tags: '' });
  });
});
