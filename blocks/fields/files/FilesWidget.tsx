import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';
import type { FileInfo } from '@tessera/schemas';
import { useInFlight } from '../in-flight.ts';
import { useFileService } from './file-service.ts';
import { refusalMessage } from './refusal-message.ts';
import { acceptOf, maxBytesOf, refusalOf } from './upload-checks.ts';
import { FileList } from './FileList.tsx';
import { UploadsUnavailable } from './UploadsUnavailable.tsx';
import './files.css';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);

/**
 * The files field (forms spec §5 "Uploads"): a file input taking one file or, with multipleFiles,
 * several; the files sent so far, each to download or remove, unless hideUploadedFiles. A field of
 * one file hides its input once it holds one. Each file is checked for type and size before it is
 * sent (the server checks again); refused files are named with the reason and not sent.
 */
export function FilesWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange } = props;
  const { t } = useTranslation();
  const service = useFileService();
  const inFlight = useInFlight();
  const ids = idsOf(value);
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const multiple = options.multipleFiles === true;
  const accept = acceptOf(false, options.fileTypes);
  const maxBytes = maxBytesOf(false, options.maxFileSize);
  const idsKey = ids.join(',');

  useEffect(() => {
    if (!service || !idsKey) {
      setFiles([]);
      return undefined;
    }
    let current = true;
    service.getFiles(idsKey.split(',').map(Number)).then((found) => current && setFiles(found), () => undefined);
    return () => { current = false; };
  }, [service, idsKey]);

  // Without the file calls (a preview, a test) the input shows, disabled, and says why.
  if (!service) return <UploadsUnavailable id={id} accept={accept} multiple={multiple} {...controlAria(props)} />;

  async function send(chosen: File[]) {
    const refused = chosen.flatMap((file) => {
      const refusal = refusalOf(file, { accept, maxBytes });
      return refusal ? [refusalMessage(t, file.name, refusal)] : [];
    });
    const accepted = chosen.filter((file) => !refusalOf(file, { accept, maxBytes }));
    setProblems(refused);
    if (!accepted.length) return;
    setBusy(true);
    try {
      const added = await service!.upload(multiple ? accepted : accepted.slice(0, 1), 'document');
      onChange(multiple ? [...ids, ...added] : added.slice(0, 1));
    } catch (error) {
      setProblems([...refused, error instanceof Error ? error.message : t('form.files.failed')]);
    } finally {
      setBusy(false);
    }
  }

  async function remove(file: FileInfo) {
    setBusy(true);
    try {
      await service!.remove(file.id);
      onChange(ids.filter((other) => other !== file.id));
    } catch (error) {
      setProblems([error instanceof Error ? error.message : t('form.files.failed')]);
    } finally {
      setBusy(false);
    }
  }

  const locked = disabled || readonly;
  const showInput = !locked && (multiple || ids.length === 0);
  return (
    <div className="field-files" aria-busy={busy || undefined}>
      {showInput ? (
        <input
          id={id}
          className="field-files__input"
          type="file"
          accept={accept || undefined}
          multiple={multiple}
          disabled={busy}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = ''; // the same file may be chosen again after a refusal
            void inFlight.track(send(chosen)); // a save waits until the new ids are in the form
          }}
          {...controlAria(props)}
        />
      ) : <span id={id} hidden />}
      {busy && <p className="field-hint" role="status">{t('form.files.working')}</p>}
      {problems.length > 0 && (
        <ul className="field-files__problems" role="alert">
          {problems.map((problem) => <li key={problem}>{problem}</li>)}
        </ul>
      )}
      {options.hideUploadedFiles !== true && <FileList files={files} onDownload={(file) => void service.download(file).catch((error: unknown) => setProblems([error instanceof Error ? error.message : t('form.files.failed')]))} onRemove={locked ? undefined : (file) => void inFlight.track(remove(file))} disabled={busy} />}
    </div>
  );
}
