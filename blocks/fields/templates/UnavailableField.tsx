import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** A field whose type has no component in this release yet: its label, a note, and its value kept as it is. */
export function UnavailableField({ fieldPathId, uiSchema }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field field--unavailable" id={fieldPathId.$id}>
      <span className="field-label">{String(uiSchema?.['ui:title'] ?? '')}</span>
      <p className="field-unavailable">{t('form.unavailable')}</p>
    </div>
  );
}
