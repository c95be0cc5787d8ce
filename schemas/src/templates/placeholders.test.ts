import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate, fillTextTemplate, parseTemplate, placeholderValue } from './placeholders.ts';

const member = { firstName: 'Ada', lastName: 'Lovelace', city: 'Aberwen', address: { zip: 'AB1' }, tools: ['lathe', 'loom'], visits: 12, empty: null };

describe('parseTemplate', () => {
  it('reads a template with one placeholder', () => {
    expect(parseTemplate('${firstName}')).toEqual([{ kind: 'placeholder', name: 'firstName' }]);
  });

  it('keeps placeholders next to text and to each other apart', () => {
    expect(parseTemplate('Hi ${firstName}${lastName}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', name: 'firstName' },
      { kind: 'placeholder', name: 'lastName' },
      { kind: 'text', text: '!' },
    ]);
  });

  it.each(['${}', '${a<b}', '${a>b}', '${a{b}', 'no placeholder', '$firstName', '{firstName}'])('leaves %s as text', (template) => {
    expect(parseTemplate(template).every((part) => part.kind === 'text')).toBe(true);
  });

  it('trims the spaces around a name', () => {
    expect(parseTemplate('${ city }')).toEqual([{ kind: 'placeholder', name: 'city' }]);
  });
});

describe('placeholderValue', () => {
  it('reads dot paths, numbers and lists', () => {
    expect(placeholderValue(member, 'address.zip')).toBe('AB1');
    expect(placeholderValue(member, 'visits')).toBe('12');
    expect(placeholderValue(member, 'tools')).toBe('lathe, loom');
  });

  it.each(['missing', 'empty', 'address', 'address.street', 'firstName.length', 'toString'])('has no value for %s', (name) => {
    expect(placeholderValue(member, name)).toBeUndefined();
  });
});

describe('fillTemplate', () => {
  it('fills placeholders next to text', () => {
    expect(fillTemplate('${firstName} ${lastName}, ${city}.', member)).toBe('Ada Lovelace, Aberwen.');
  });

  it('fills a template with one placeholder', () => {
    expect(fillTemplate('${firstName}', member)).toBe('Ada');
  });

  it('leaves a missing value empty, or says what it was given', () => {
    expect(fillTemplate('From ${country}.', member)).toBe('From .');
    expect(fillTemplate('From ${country}.', member, 'somewhere')).toBe('From somewhere.');
  });

  it('escapes values, so data adds no markup', () => {
    const data = { name: '<img src=x onerror=alert(1)>', quote: `"'&` };
    expect(fillTemplate('<b>${name}</b> ${quote}', data)).toBe('<b>&lt;img src=x onerror=alert(1)&gt;</b> &quot;&#39;&amp;');
  });

  it('keeps what only looks like a placeholder', () => {
    expect(fillTemplate('Cost: ${} and ${a<b}', member)).toBe('Cost: ${} and ${a<b}');
  });
});

describe('fillTextTemplate', () => {
  it('fills without escaping, for text nodes', () => {
    expect(fillTextTemplate('${firstName} & ${missing}co', member)).toBe('Ada & co');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
