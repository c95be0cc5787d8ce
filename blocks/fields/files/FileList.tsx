import { useTranslation } from 'react-i18next';
import type { StoredFile } from './file-service.ts';
import { megabytes } from './upload-checks.ts';

interface FileListProps {
  files: readonly StoredFile[];
  downloadUrl(id: number): string;
  /** Absent when the field is read-only. */
  onRemove?(file: StoredFile): void;
  disabled: boolean;
}

/** The files of an upload field: each one's name (a download link), its size, and a Remove button. */
export function FileList({ files, downloadUrl, onRemove, disabled }: FileListProps) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <ul className="field-files__list">
      {files.map((file) => (
        <li key={file.id} className="field-files__item">
          <a href={downloadUrl(file.id)} download={file.name} className="field-files__name">{file.name}</a>
          <span className="field-files__size">{t('form.files.size', { size: Math.max(0.1, megabytes(file.size)) })}</span>
          {onRemove && (
            <button type="button" className="t-button t-button--secondary" disabled={disabled} onClick={() => onRemove(file)}>
              {t('form.files.remove')}<span className="t-visually-hidden"> {file.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
