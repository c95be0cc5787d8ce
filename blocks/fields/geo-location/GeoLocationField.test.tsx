import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFieldForm } from '../../test-support/render-field-form.tsx';

const fields = [{ id: 1, key: 'area', name: 'Area you cover', type: 'geoLocation' as const }, { id: 2, key: 'name', name: 'Name', type: 'text' as const }];

describe('geoLocation field', { timeout: 20_000 }, () => {
  it('takes an address, coordinates and a radius, and marks a number out of bounds where it is typed', async () => {
    renderFieldForm({ fields });
    expect(await screen.findByRole('group', { name: 'Area you cover' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Address'), 'Harbour Road');
    await userEvent.type(screen.getByLabelText('Latitude'), '51.5');
    await userEvent.type(screen.getByLabelText('Longitude'), '-0.12');
    const radius = screen.getByLabelText('Radius (km)');
    await userEvent.type(radius, '600');
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(radius.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Enter a number from 1 to 500.');
    await userEvent.clear(radius);
    await userEvent.type(radius, '25');
    expect(radius.getAttribute('aria-invalid')).toBeNull();
    const link = screen.getByRole('link', { name: /Show on a map/ });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=51.5&mlon=-0.12#map=9/51.5/-0.12');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is left out of what the form saves', async () => {
    const onSubmit = renderFieldForm({ fields, values: { area: { address: 'Quay', lat: 1, lng: 2, radius: 3 } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '' }));
  });
});
