/** `plural(1, 'page')` → '1 page', `plural(3, 'page')` → '3 pages'. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
