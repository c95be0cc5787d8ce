import { useTranslation } from 'react-i18next';
import { megabytes, type FileInfo } from '@tessera/schemas';

interface FileListProps {
  files: readonly FileInfo[];
  onDownload(file: FileInfo): void;
  /** Absent when the field is read-only. */
  onRemove?(file: FileInfo): void;
  disabled: boolean;
}

/** The files of an upload field: each one's name, its size, and Download and Remove buttons. */
export function FileList({ files, onDownload, onRemove, disabled }: FileListProps) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <ul className="field-files__list">
      {files.map((file) => (
        <li key={file.id} className="field-files__item">
          <span className="field-files__name">{file.name}</span>
          {/* A file under 0.1 MB reads 0.1 MB, not 0 MB. */}
          <span className="field-files__size">{t('form.files.size', { size: megabytes(Math.max(file.size, 104_858)) })}</span>
          <button type="button" className="t-button t-button--secondary" onClick={() => onDownload(file)}>
            {t('form.files.download')}<span className="t-visually-hidden"> {file.name}</span>
          </button>
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
