import { lazy, Suspense, useEffect, useState, type AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileService } from '../files/file-service.ts';
import { useInFlight } from '../in-flight.ts';
import { refusalMessage } from '../files/refusal-message.ts';
import { maxBytesOf, refusalOf } from '../files/upload-checks.ts';
import { UploadsUnavailable } from '../files/UploadsUnavailable.tsx';
import { DEFAULT_FOCAL_POINT, focalPointOf, objectPosition, type FocalPoint } from './editor/focal-point.ts';
import type { EditorMode } from './editor/ImageEditor.tsx';
import { prepareImage } from './prepare-image.ts';
import { DEFAULT_IMAGE_SIZE, type UploaderOptions } from './resize-plan.ts';
import '../files/files.css';
import './image-uploader.css';

const ImageEditor = lazy(() => import('./editor/ImageEditor.tsx'));

/** The largest an image shows in the field (the inline preview height, forms spec §9). */
const MAX_DISPLAY_HEIGHT = 300;

export interface ImageUploaderProps extends Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid' | 'aria-required'> {
  /** The file input's id, which the field's label points at. */
  id: string;
  fileId: number | null;
  options?: UploaderOptions;
  disabled?: boolean;
  /** A new image was sent (its id) or the image was taken away (null). */
  onChange(fileId: number | null): void;
  /**
   * What Done or Save does with the image and its focal point (default: save the focal point on
   * the file). `isNew` says the image was sent since the editor opened.
   */
  onSave?(fileId: number, focal: FocalPoint, isNew: boolean): Promise<void>;
  /** Editing ended (after Done, Escape or a save). */
  onEditingEnd?(): void;
  /** The image without a Remove button (an avatar is replaced, not removed). */
  removable?: boolean;
  /** Where editing starts when a new image arrives. */
  editorMode?: EditorMode;
}

/** The size the image shows at: the display options, else the output box scaled to at most 300 px high. */
function displaySize(options: UploaderOptions): { width: number; height: number } {
  const width = options.width ?? DEFAULT_IMAGE_SIZE.width;
  const height = options.height ?? DEFAULT_IMAGE_SIZE.height;
  const scale = Math.min(1, MAX_DISPLAY_HEIGHT / height);
  return { width: options.displayWidth ?? Math.round(width * scale), height: options.displayHeight ?? Math.round(height * scale) };
}

/**
 * An image with its uploader and editor (forms spec §2 "Image editor", §5, §9): the image cut to
 * the display size around its focal point; a file input taking one image, checked for size before
 * it is scaled and sent; Edit and Full screen open the editor (loaded then), which a new image
 * opens by itself.
 */
export function ImageUploader({ id, fileId, options = {}, disabled = false, onChange, onSave, onEditingEnd, removable = true, editorMode = 'inline', ...aria }: ImageUploaderProps) {
  const { t } = useTranslation();
  const service = useFileService();
  const inFlight = useInFlight();
  const [focal, setFocal] = useState<FocalPoint>(DEFAULT_FOCAL_POINT);
  const [editing, setEditing] = useState<{ mode: EditorMode; isNew: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const size = displaySize(options);

  useEffect(() => {
    if (!service || fileId === null) return undefined;
    let current = true;
    service.getFiles([fileId]).then(([file]) => current && setFocal(focalPointOf(file?.data?.focalPos)), () => undefined);
    return () => { current = false; };
  }, [service, fileId]);

  if (!service) return <UploadsUnavailable id={id} accept="image/*" multiple={false} {...aria} />;

  async function send(file: File | undefined) {
    if (!file) return;
    const refusal = refusalOf(file, { accept: 'image/*', maxBytes: maxBytesOf(true, options.maxFileSize ? options.maxFileSize / 1024 : undefined) });
    setProblem(refusal && refusalMessage(t, file.name, refusal));
    if (refusal) return;
    setBusy(true);
    try {
      const [added] = await service!.upload([await prepareImage(file, options)], 'image');
      if (added === undefined) return;
      setFocal(DEFAULT_FOCAL_POINT);
      onChange(added);
      setEditing({ mode: editorMode, isNew: true });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('form.files.failed'));
    } finally {
      setBusy(false);
    }
  }

  const save = async (point: FocalPoint) => {
    if (fileId === null) return;
    await (onSave ? onSave(fileId, point, editing?.isNew ?? false) : service.saveData(fileId, { focalPos: point }));
    setFocal(point);
  };
  const endEditing = () => {
    setEditing(null);
    onEditingEnd?.();
  };

  return (
    <div className="image-uploader" aria-busy={busy || undefined}>
      <div className="image-uploader__picture" style={{ width: size.width, aspectRatio: `${size.width} / ${size.height}` }}>
        {fileId !== null
          ? <img src={service.imageUrl(fileId, size.width * (globalThis.devicePixelRatio || 1))} alt={t('form.imageUploader.current')} style={{ objectPosition: objectPosition(focal) }} />
          : <span className="image-uploader__empty">{t('form.imageUploader.empty')}</span>}
      </div>
      {!disabled && (
        <div className="image-uploader__actions">
          <input id={id} className="field-files__input" type="file" accept="image/*" disabled={busy} onChange={(event) => { void inFlight.track(send(event.target.files?.[0])); event.target.value = ''; }} {...aria} />
          {fileId !== null && !editing && (
            <>
              <button type="button" className="t-button t-button--secondary" onClick={() => setEditing({ mode: 'inline', isNew: false })}>{t('form.imageUploader.edit')}</button>
              <button type="button" className="t-button t-button--secondary" onClick={() => setEditing({ mode: 'fullscreen', isNew: false })}>{t('form.imageEditor.fullscreen')}</button>
              {removable && <button type="button" className="t-button t-button--secondary" onClick={() => onChange(null)}>{t('form.files.remove')}</button>}
            </>
          )}
        </div>
      )}
      {busy && <p className="field-hint" role="status">{t('form.files.working')}</p>}
      {problem && <p className="field-files__problems" role="alert">{problem}</p>}
      {editing && fileId !== null && (
        <Suspense fallback={<p className="field-hint">{t('common.loading')}</p>}>
          <ImageEditor src={service.imageUrl(fileId)} focal={focal} onSave={save} onClose={endEditing} initialMode={editing.mode} unsaved={editing.isNew} />
        </Suspense>
      )}
    </div>
  );
}
