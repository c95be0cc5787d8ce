import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focalPointAfterKey, focalPointAt, type FocalPoint } from './focal-point.ts';
import { clampZoom, zoomAfterWheel } from './zoom.ts';

interface FocalPointViewProps {
  src: string;
  focal: FocalPoint;
  onFocal(point: FocalPoint): void;
  /** Whether a click or a key moves the focal point (else the marker only shows where it is). */
  selecting: boolean;
  zoom: number;
  onZoom(zoom: number): void;
  allowWhiteSpace: boolean;
}

/**
 * The image view: the whole image, zoomed around its focal point, with the focal point's marker.
 * While selecting, a click or a drag puts the focal point where the pointer is, and the marker
 * moves with the arrow keys (Shift for ten steps); the wheel zooms.
 */
export function FocalPointView({ src, focal, onFocal, selecting, zoom, onZoom, allowWhiteSpace }: FocalPointViewProps) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const place = (event: PointerEvent) => {
    if (!selecting || !imageRef.current || (event.type === 'pointermove' && event.buttons !== 1)) return;
    onFocal(focalPointAt(event.clientX, event.clientY, imageRef.current.getBoundingClientRect()));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = selecting ? focalPointAfterKey(focal, event.key, event.shiftKey) : null;
    if (!next) return;
    event.preventDefault();
    onFocal(next);
  };
  const where = t('form.imageEditor.focalPosition', { x: Math.round(focal.x), y: Math.round(focal.y) });
  return (
    <div className="image-editor__stage" onWheel={(event) => onZoom(zoomAfterWheel(zoom, event.deltaY, allowWhiteSpace))}>
      <div
        className={`image-editor__frame${selecting ? ' image-editor__frame--selecting' : ''}`}
        style={{ transform: `scale(${clampZoom(zoom, allowWhiteSpace)})`, transformOrigin: `${focal.x}% ${focal.y}%` }}
        onPointerDown={place}
        onPointerMove={place}
      >
        <img ref={imageRef} className="image-editor__image" src={src} alt="" draggable={false} />
        <div
          className="image-editor__marker"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          role="slider"
          tabIndex={selecting ? 0 : -1}
          aria-label={t('form.imageEditor.focalPoint')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(focal.x)}
          aria-valuetext={where}
          aria-disabled={!selecting || undefined}
          aria-describedby={selecting ? 'image-editor-focal-help' : undefined}
          onKeyDown={onKeyDown}
        />
      </div>
      {selecting && <p id="image-editor-focal-help" className="image-editor__help">{t('form.imageEditor.focalHelp')}</p>}
    </div>
  );
}
