import { describe, expect, it } from 'vitest';
import type { Field } from '../generated/model.ts';
import { compileForm, dataKeyOf, TITLE_MAX_LENGTH } from './compile-form.ts';
import { FormSetupError } from './form-setup-error.ts';

const profile = (key: string, type: 'string' | 'number' | 'integer' | 'boolean' | 'array' = 'string') => ({ key, type, source: 'profile' as const });

describe('dataKeyOf', () => {
  it("takes the data schema's key, then the field's key, then its id, then its name", () => {
    expect(dataKeyOf({ id: 1, key: 'k', type: 'text', schema: profile('bound') })).toBe('bound');
    expect(dataKeyOf({ id: 1, key: 'k', type: 'text' })).toBe('k');
    expect(dataKeyOf({ id: 7, name: 'Name', type: 'text' })).toBe('field7');
    expect(dataKeyOf({ name: 'Nickname', type: 'text' })).toBe('Nickname');
  });
  it('is a setup error for a field without id, key or name', () => {
    expect(() => dataKeyOf({ type: 'text' })).toThrow(FormSetupError);
    expect(() => dataKeyOf({ type: 'email', name: '' })).toThrow('A field of type email has no id, key or name: give it one of them so its value can be stored.');
  });
});

describe('compileForm', () => {
  it('fails the whole setup when one field has no id, key or name', () => {
    expect(() => compileForm({ fields: [{ key: 'a', type: 'text' }, { type: 'number' }] })).toThrow(FormSetupError);
  });

  it('makes a schema, a uiSchema and starting values from bound fields', () => {
    const fields: Field[] = [
      { id: 1, key: 'firstName', name: 'First name', type: 'text', schema: profile('firstName'), validation: { required: true, max: 40 }, infoTooltip: 'As on your passport' },
      { id: 2, key: 'age', name: 'Age', type: 'number', schema: profile('age', 'integer'), default: 30 },
      { id: 3, key: 'newsletter', name: 'Newsletter', type: 'toggle', schema: profile('newsletter', 'boolean') },
    ];
    const form = compileForm({ fields });
    expect(form.schema).toEqual({
      type: 'object',
      required: ['firstName'],
      properties: {
        firstName: { title: 'First name', type: 'string' },
        age: { title: 'Age', type: ['integer', 'null'] },
        newsletter: { title: 'Newsletter', type: 'boolean' },
      },
    });
    expect(form.uiSchema.firstName).toEqual({ 'ui:title': 'First name', 'ui:widget': 'text', 'ui:options': { fieldType: 'text', infoTooltip: 'As on your passport', privacy: { key: 'firstName', default: 'public' } } });
    expect(form.uiSchema['ui:order']).toEqual(['firstName', 'age', 'newsletter', '*']);
    const privateAge = compileForm({ fields: [{ ...fields[1]!, schema: { ...profile('age', 'integer'), privacy: 'private' } }] });
    expect((privateAge.uiSchema.age as { 'ui:options': unknown })['ui:options']).toMatchObject({ privacy: { key: 'age', default: 'private' } });
    expect(form.defaults).toEqual({ firstName: '', age: 30, newsletter: false });
    expect(form.fields[0]!.rules).toEqual([{ name: 'required', argument: true }, { name: 'max', argument: 40 }]);
    expect(form.problems).toEqual([]);
  });

  it('makes choices from options, with their labels', () => {
    const form = compileForm({ fields: [
      { id: 1, key: 'colour', type: 'radio', options: [{ value: 'r', label: 'Red' }, { value: 'g' }] },
      { id: 2, key: 'topics', type: 'checkbox', options: [{ value: 'a', label: 'Art' }], defaultOption: ['a'] },
      { id: 3, key: 'agree', type: 'checkbox' },
    ] });
    expect(form.schema.properties).toMatchObject({
      colour: { type: 'string', enum: ['r', 'g'] },
      topics: { type: 'array', uniqueItems: true, items: { enum: ['a'] } },
      agree: { type: 'boolean' },
    });
    expect(form.uiSchema.colour).toMatchObject({ 'ui:widget': 'radio', 'ui:enumNames': ['Red', 'g'] });
    expect(form.uiSchema.topics).toMatchObject({ 'ui:widget': 'checkboxes' });
    expect(form.uiSchema.agree).toMatchObject({ 'ui:widget': 'checkbox' });
    expect(form.defaults).toEqual({ colour: '', topics: ['a'], agree: false });
  });

  it('gives the spec’s empty defaults', () => {
    const form = compileForm({ fields: [
      { key: 'c', type: 'checkbox', options: [{ value: 1 }] }, { key: 't', type: 'toggle' }, { key: 'r', type: 'repeater' },
      { key: 'i', type: 'imageUploader' }, { key: 's', type: 'textarea' }, { key: 'n', type: 'number' },
    ] });
    expect(form.defaults).toEqual({ c: [], t: false, r: [], i: null, s: '' });
  });

  it('renders headings and paragraphs without storing anything', () => {
    const form = compileForm({ fields: [{ id: 1, name: 'About you', type: 'heading' }, { id: 2, name: 'p', type: 'paragraph', value: 'Tell us more.' }] });
    expect(form.schema.properties).toEqual({ field1: { type: 'null' }, field2: { type: 'null' } });
    expect(form.uiSchema.field1).toMatchObject({ 'ui:field': 'heading', 'ui:options': { text: 'About you' } });
    expect(form.uiSchema.field2).toMatchObject({ 'ui:field': 'paragraph', 'ui:options': { text: 'Tell us more.' } });
    expect(form.defaults).toEqual({});
  });

  it('nests a group’s fields and a repeater’s rows, with meta.deleted on each row', () => {
    const library = new Map<number, Field>([
      [10, { id: 10, key: 'city', name: 'City', type: 'text', validation: { required: true } }],
      [11, { id: 11, key: 'role', type: 'text' }],
      [12, { id: 12, key: 'since', type: 'year' }],
    ]);
    const form = compileForm({ library, fields: [
      { id: 1, key: 'address', name: 'Address', type: 'group', childIds: [10] },
      { id: 2, key: 'jobs', name: 'Jobs', type: 'repeater', childIds: [11, 12], sort: { fieldId: 12, direction: 'desc' } },
    ] });
    expect(form.schema.properties).toMatchObject({
      address: { type: 'object', title: 'Address', required: ['city'], properties: { city: { type: 'string' } } },
      jobs: { type: 'array', items: { type: 'object', properties: { role: { type: 'string' }, since: { type: ['number', 'null'] }, meta: { type: 'object', properties: { deleted: { type: 'boolean' } } } } } },
    });
    expect(form.uiSchema.jobs).toMatchObject({ 'ui:field': 'repeater', 'ui:options': { sort: { key: 'since', direction: 'desc', blankPosition: 'last' }, newRow: { role: '' } } });
    expect(form.defaults).toEqual({ address: { city: '' }, jobs: [] });
    expect(form.fields[0]!.children.map((child) => child.key)).toEqual(['city']);
  });

  it('is a setup error when a group holds a field that does not exist', () => {
    expect(() => compileForm({ fields: [{ id: 1, key: 'g', type: 'group', childIds: [99] }] })).toThrow("The group field 'g' holds field 99, which does not exist.");
  });

  it('leaves out rules a type does not take, unknown rules and null bounds, and says so', () => {
    const form = compileForm({ fields: [
      { key: 'n', type: 'number', validation: { isLink: true, max_custom: null, between: { min: 1, max: 9 }, nonsense: 1 } },
    ] });
    expect(form.fields[0]!.rules).toEqual([{ name: 'between', argument: { min: 1, max: 9 } }]);
    expect(form.problems).toEqual([
      { field: 'n', message: "A field of type number does not take the rule 'isLink' (it takes required, min_custom, max_custom, between)." },
      { field: 'n', message: "Unknown validation rule 'nonsense'." },
    ]);
  });

  it('keeps the first of two fields storing the same value', () => {
    const form = compileForm({ fields: [{ id: 1, key: 'a', type: 'text', schema: profile('x') }, { id: 2, key: 'b', type: 'text', schema: profile('x') }] });
    expect(form.fields.map((field) => field.label)).toEqual(['a']);
    expect(form.problems).toEqual([{ field: 'b', message: "Another field of this form already stores 'x': this one is left out." }]);
  });

  it('checks addresses in email fields and bounds an entity title to 256 characters, even against a looser bound', () => {
    const form = compileForm({ fields: [
      { key: 'email', type: 'email' },
      { key: 'title', type: 'text', schema: { key: 'title', type: 'string', source: 'entityProperty' }, validation: { max: 1000 } },
      { key: 'slug', type: 'text', schema: { key: 'slug', type: 'string', source: 'entityProperty' } },
    ] });
    expect(form.fields.map((field) => field.rules)).toEqual([
      [{ name: 'email', argument: true }],
      [{ name: 'max', argument: TITLE_MAX_LENGTH }],
      [{ name: 'slug_valid', argument: { source: 'entity' } }],
    ]);
    expect(TITLE_MAX_LENGTH).toBe(256);
  });

  it('hands the uploader its options and the related blocks to the widget', () => {
    const form = compileForm({ fields: [{ key: 'docs', type: 'files', validation: { file_types: ['pdf'], size: 1000 }, relatedBlocks: { display: [5] }, infoPopup: '<p>Why</p>' }] });
    expect(form.uiSchema.docs).toMatchObject({ 'ui:options': { fileTypes: ['pdf'], maxFileSize: 1000, multipleFiles: false, hideUploadedFiles: false, relatedBlocks: [5], infoPopup: '<p>Why</p>' } });
    expect(form.problems).toEqual([]);
  });

  it('hands an image uploader its options; it stores a file id or null', () => {
    const uploader = { width: 800, height: 600, type: 'webp' as const, maxFileSize: 1_000_000 };
    const form = compileForm({ fields: [{ key: 'photo', type: 'imageUploader', uploader }] });
    expect(form.uiSchema.photo).toMatchObject({ 'ui:widget': 'imageUploader', 'ui:options': { uploader } });
    expect(form.schema.properties).toEqual({ photo: { title: 'photo', type: ['integer', 'null'] } });
    expect(form.defaults).toEqual({ photo: null });
  });
});
