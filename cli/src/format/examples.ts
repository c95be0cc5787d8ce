/** A help section listing example command lines, each with what it does. */
export function examplesHelp(examples: ReadonlyArray<[commandLine: string, what: string]>): string {
  return `\nExamples:\n${examples.map(([line, what]) => `  $ ${line}\n      ${what}`).join('\n')}\n`;
}
