import type { AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface UploadsUnavailableProps extends Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid' | 'aria-required'> {
  id: string;
  accept: string;
  multiple: boolean;
}

/** An upload field where no file calls are given (a preview, a test): its input, disabled, and why. */
export function UploadsUnavailable({ id, accept, multiple, ...aria }: UploadsUnavailableProps) {
  const { t } = useTranslation();
  const noteId = `${id}__unavailable`;
  return (
    <div className="field-files">
      <input
        id={id}
        className="field-files__input"
        type="file"
        accept={accept || undefined}
        multiple={multiple}
        disabled
        {...aria}
        aria-describedby={[aria['aria-describedby'], noteId].filter(Boolean).join(' ')}
      />
      <p id={noteId} className="field-unavailable">{t('form.files.unavailable')}</p>
    </div>
  );
}
