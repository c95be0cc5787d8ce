// Every field type with a component runs the same checks: it renders under its label, says when it
// is required and not filled in, and links that message to its control (aria-describedby).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { acceptedRules, compileForm, type Field, type FieldType } from '@tessera/schemas';
import fieldSchema from '@tessera/schemas/schemas/field.schema.json' with { type: 'json' };
import { FieldForm } from '../forms/FieldForm.tsx';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { hasFieldComponent } from './field-widgets.ts';

const FIELD_TYPES = fieldSchema.$defs.fieldType.enum as FieldType[];
const child: Field = { id: 50, key: 'inner', name: 'Inner', type: 'text', validation: { required: true } };
const library = new Map([[50, child]]);

/** A field of `type` labelled 'Probe', with what its type needs to show (choices, a child field). */
function probe(type: FieldType): Field {
  const field: Field = { id: 1, key: 'probe', name: 'Probe', type };
  if (type === 'radio' || type === 'options' || type === 'checkbox') field.options = [{ value: 'a', label: 'Choice A' }, { value: 'b', label: 'Choice B' }];
  if (type === 'group' || type === 'repeater' || type === 'conditional') field.childIds = [50];
  if (acceptedRules(type).includes('required')) field.validation = { required: true };
  return field;
}

/** The `ui:widget` or `ui:field` name the compiler gives a type. */
function componentName(type: FieldType): string {
  const ui = compileForm({ fields: [probe(type)], library }).uiSchema.probe as Record<string, unknown>;
  return String(ui['ui:widget'] ?? ui['ui:field'] ?? 'object');
}

const rendered = FIELD_TYPES.filter((type) => type === 'group' || hasFieldComponent(componentName(type)));

/** The probe's element, found by its accessible name (or, for a paragraph, its text). */
function findLabelled(type: FieldType): Promise<HTMLElement> {
  if (type === 'heading') return screen.findByRole('heading', { name: 'Probe' });
  if (type === 'paragraph') return screen.findByText('Probe');
  if (type === 'radio') return screen.findByRole('radiogroup', { name: /^Probe/ });
  if (type === 'group' || type === 'repeater' || type === 'checkbox' || type === 'conditional' || type === 'geoLocation') return screen.findByRole('group', { name: /^Probe/ });
  return screen.findByLabelText(/^Probe/);
}

function renderProbe(type: FieldType) {
  render(<I18nextProvider i18n={createTestI18n()}><FieldForm fields={[probe(type)]} library={library} onSubmit={vi.fn(() => Promise.resolve())} /></I18nextProvider>);
}

describe('field types', () => {
  it('have a component for every type', () => {
    expect(FIELD_TYPES.filter((type) => !rendered.includes(type))).toEqual([]);
  });

  describe.each(rendered)('%s', { timeout: 20_000 }, (type) => {
    it('renders under its label', async () => {
      renderProbe(type);
      expect(await findLabelled(type)).toBeTruthy();
    });

    const required = acceptedRules(type).includes('required');
    it.runIf(required)('links its required message to its control', async () => {
      renderProbe(type);
      await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
      const message = await screen.findByText('This field is required.');
      const controls = [...document.querySelectorAll('input, select, textarea')];
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) {
        expect(control.getAttribute('aria-invalid')).toBe('true');
        expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(message.closest('ul')!.id);
      }
    });
  });
});
