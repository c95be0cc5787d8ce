import type { FieldErrorProps } from '@rjsf/utils';
import { errorListId } from './described-by.ts';

/** A field's errors, under it, by the id its control is described by. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul id={errorListId(fieldPathId.$id)} className="field-errors">
      {shown.map((error, index) => <li key={index}>{error}</li>)}
    </ul>
  );
}
