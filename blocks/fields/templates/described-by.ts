import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';

/** The id of a field's hint (its info tooltip text). */
export const hintId = (id: string) => `${id}__hint`;
/** The id of a field's error list (rjsf's errorId). */
export const errorListId = (id: string) => `${id}__error`;

/** Whether the field's uiSchema gives it a hint. */
export const hasHint = (options: Record<string, unknown>) => typeof options.infoTooltip === 'string' && options.infoTooltip !== '';

/**
 * The accessibility attributes of a field's control: described by its hint and, while it has
 * any, its errors (only ids that are on the page), and marked invalid then.
 */
export function controlAria<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = never>(
  { id, rawErrors, options, required }: Pick<WidgetProps<T, S, F>, 'id' | 'rawErrors' | 'options' | 'required'>,
) {
  const invalid = (rawErrors?.length ?? 0) > 0;
  const ids = [hasHint(options) ? hintId(id) : null, invalid ? errorListId(id) : null].filter(Boolean);
  return {
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
}
