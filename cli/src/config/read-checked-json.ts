import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { UsageError } from '../usage-error.ts';

/** Where in a file a zod issue lies, as the user wrote the keys: `defaults.prune`, `servers["http://x"].token`. */
export function keyPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return text ? `${text}.${name}` : name;
    return `${text}[${JSON.stringify(name)}]`;
  }, '');
}

/** One line per issue, naming the file and the key: `tessera.config.json: defaults.prune: expected boolean`. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => {
    const unknown = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => keyPath([...issue.path, key])) : [];
    const where = unknown.length > 0 ? unknown.join(', ') : keyPath(issue.path) || '(the whole file)';
    const message = unknown.length > 0 ? `unknown key${unknown.length === 1 ? '' : 's'}` : issue.message;
    return `${file}: ${where}: ${message}`;
  }).join('\n');
}

/**
 * The content of the JSON file at `path` checked against `schema`, or null when there is no
 * such file. A file that is not JSON or breaks the schema is a UsageError naming each wrong key.
 */
export async function readCheckedJson<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.infer<Schema> | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(describeIssues(path, result.error));
  return result.data;
}
