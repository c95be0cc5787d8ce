// Writes the generated files, or with --check compares them with what is committed (CI drift check).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Output {
  file: string;
  source: string;
}

/** Writes `output`, or in check mode returns whether the committed file already holds it. */
export function emit({ file, source }: Output, check: boolean): boolean {
  const name = relative(process.cwd(), file);
  if (!check) {
    writeFileSync(file, source);
    console.log(`wrote ${name}`);
    return true;
  }
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return true;
  console.error(`${name} is out of date: run \`npm run gen\` and commit the result.`);
  return false;
}
