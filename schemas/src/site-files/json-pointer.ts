/** A JSON Pointer (RFC 6901) from path segments: `pointer('blocks', 0, 'id')` → `/blocks/0/id`. */
export function pointer(...segments: Array<string | number>): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
