import { describe, expect, it } from 'vitest';
import { displayLines } from './display-lines.ts';

const ada = { firstName: 'Ada', lastName: 'Lovelace', city: 'Aberwen', bio: '<script>alert(1)</script>' };

describe('displayLines', () => {
  it('fills fields and texts with placeholders next to text', () => {
    const lines = displayLines([{ icon: { show: true, value: 'person' }, items: [{ type: 'text', value: '${firstName} ${lastName}' }, { type: 'field', value: 'city' }] }], ada);
    expect(lines).toEqual([{ icon: 'person', pieces: [{ kind: 'text', text: 'Ada Lovelace' }, { kind: 'text', text: 'Aberwen' }] }]);
  });

  it('shows the default of an empty item only when asked to', () => {
    const lines = displayLines([
      { items: [{ type: 'field', value: 'phone', showDefault: true, defaultValue: 'No phone yet' }] },
      { items: [{ type: 'field', value: 'phone', defaultValue: 'hidden' }] },
    ], ada);
    expect(lines).toEqual([{ icon: null, pieces: [{ kind: 'text', text: 'No phone yet' }] }]);
  });

  it('leaves out a line with nothing but icons to show', () => {
    expect(displayLines([{ icon: { show: true, value: 'phone' }, items: [{ type: 'icon', value: 'phone' }, { type: 'text', value: '${phone}' }] }], ada)).toEqual([]);
  });

  it('keeps markup in the data as text', () => {
    expect(displayLines([{ items: [{ type: 'field', value: 'bio' }] }], ada)[0]?.pieces).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
  });

  it('skips an unknown icon and a hidden line icon', () => {
    expect(displayLines([{ icon: { show: false, value: 'mail' }, items: [{ type: 'icon', value: 'rocket' }, { type: 'text', value: 'Hi' }] }], ada))
      .toEqual([{ icon: null, pieces: [{ kind: 'text', text: 'Hi' }] }]);
  });
});
