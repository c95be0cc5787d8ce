// The form with every field type that has a component, checked by axe after a save shows its
// errors (colour contrast aside: jsdom has no layout or styles).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { FieldForm } from './FieldForm.tsx';

const choices = [{ value: 'a', label: 'Choice A' }, { value: 'b', label: 'Choice B' }];
const library = new Map<number, Field>([[20, { id: 20, key: 'role', name: 'Role', type: 'text', validation: { required: true } }]]);
const fields: Field[] = [
  { key: 'intro', name: 'About you', type: 'heading' },
  { key: 'note', name: 'note', type: 'paragraph', value: 'Tell us a little.' },
  { key: 'name', name: 'Name', type: 'text', validation: { required: true }, infoTooltip: 'As people know you' },
  { key: 'bio', name: 'Biography', type: 'textarea', validation: { required: true }, infoPopup: '<p>Shown on your profile.</p>' },
  { key: 'email', name: 'Email', type: 'email', validation: { required: true } },
  { key: 'age', name: 'Age', type: 'number', validation: { required: true } },
  { key: 'born', name: 'Born', type: 'date', validation: { required: true } },
  { key: 'since', name: 'Member since', type: 'year', validation: { required: true } },
  { key: 'colour', name: 'Colour', type: 'radio', options: choices, validation: { required: true } },
  { key: 'size', name: 'Size', type: 'options', options: choices, validation: { required: true } },
  { key: 'topics', name: 'Topics', type: 'checkbox', options: choices, validation: { required: true } },
  { key: 'agree', name: 'I agree', type: 'checkbox', validation: { required: true } },
  { key: 'newsletter', name: 'Newsletter', type: 'toggle', validation: { required: true } },
  { key: 'jobs', name: 'Jobs', type: 'repeater', childIds: [20], default: [{ role: '' }] },
];

describe('FieldForm accessibility', () => {
  it('has no axe violations with every field type showing an error', { timeout: 30_000 }, async () => {
    const { container } = render(
      <I18nextProvider i18n={createTestI18n()}><FieldForm fields={fields} library={library} onSubmit={vi.fn(() => Promise.resolve())} /></I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This field is required.')).length).toBe(12); // eleven fields and the job row's role
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
  });
});
