import { describe, expect, it } from 'vitest';
import { leavesPage, type LinkClick } from './leaves-page.ts';

const here = 'https://site.test/app/learn/intro?tab=x';
const click = (changes: Partial<LinkClick> = {}): LinkClick => ({
  button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, href: 'https://site.test/app/learn/next', target: '', download: false, ...changes,
});

describe('leavesPage', () => {
  it('is true for a plain click on a link to another page, here or elsewhere', () => {
    expect(leavesPage(click(), here)).toBe(true);
    expect(leavesPage(click({ href: 'https://elsewhere.test/' }), here)).toBe(true);
    expect(leavesPage(click({ href: 'https://site.test/app/learn/intro?tab=y' }), here)).toBe(true);
    expect(leavesPage(click({ target: '_self' }), here)).toBe(true);
  });

  it.each<[string, Partial<LinkClick>]>([
    ['a jump within the page', { href: 'https://site.test/app/learn/intro?tab=x#part' }],
    ['a new tab by target', { target: '_blank' }],
    ['a new tab by ctrl or cmd', { ctrlKey: true }],
    ['a new window by shift', { shiftKey: true }],
    ['a middle click', { button: 1 }],
    ['a download', { download: true }],
  ])('is false for %s', (_label, changes) => {
    expect(leavesPage(click(changes), here)).toBe(false);
  });
});
