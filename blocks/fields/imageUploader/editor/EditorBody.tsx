import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FocalPoint } from './focal-point.ts';
import { FocalPointView } from './FocalPointView.tsx';
import { PREVIEWS_PER_ROW, PreviewsView } from './PreviewsView.tsx';
import { RatioChooser } from './RatioChooser.tsx';
import type { EditorState } from './use-editor-state.ts';
import { ZOOM_MAX, ZOOM_STEP, zoomMin } from './zoom.ts';

export interface EditorBodyProps {
  /** The image being edited (its original, not a thumbnail). */
  src: string;
  /** What the editor holds (use-editor-state.ts), kept above the inline and full-screen forms. */
  state: EditorState;
  /** Saves the focal point; rejects with the reason shown to the member. */
  onSave(focal: FocalPoint): Promise<void>;
  /** Ends editing (after Done, Escape, or a save that closes). */
  onClose(): void;
  /** Editing that never ends (the field is always in edit): the action is Save, with a saving indicator, and nothing closes. */
  alwaysEditing?: boolean;
  /** Zooming out below the original scale shows white space around the image. */
  allowWhiteSpace?: boolean;
  mode: 'inline' | 'fullscreen';
  onToggleFullscreen(): void;
}

/**
 * The editor's toolbar and its two views: the image (zoom, focal point selection) and the previews
 * (the active ratios, a custom ratio, how many a row). Done saves a moved focal point and closes;
 * in always-editing mode Save saves and stays, warning when there is nothing to save. Escape
 * closes editing, except in the previews view.
 */
export function EditorBody({ src, state, onSave, onClose, alwaysEditing = false, allowWhiteSpace = false, mode, onToggleFullscreen }: EditorBodyProps) {
  const { t } = useTranslation();
  const {
    view, setView, focal, setFocal, setSaved, selecting, setSelecting, zoom, setZoom, listed, setListed,
    active, setActive, maximised, setMaximised, perRow, setPerRow, notice, setNotice, saving, setSaving, changed,
  } = state;

  async function save(close: boolean) {
    if (!changed) {
      if (close) return onClose();
      return setNotice({ tone: 'warning', text: t('form.imageEditor.nothingToSave') });
    }
    setSaving(true);
    try {
      await onSave(focal);
      setSaved(focal);
      setNotice(alwaysEditing ? { tone: 'positive', text: t('form.imageEditor.saved') } : null);
      if (close) onClose();
    } catch (error) {
      setNotice({ tone: 'negative', text: error instanceof Error ? error.message : t('form.files.failed') });
    } finally {
      setSaving(false);
    }
    return undefined;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || view === 'previews' || alwaysEditing) return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div className={`image-editor image-editor--${mode}`} onKeyDown={onKeyDown} role="group" aria-label={t('form.imageEditor.title')}>
      <div className="image-editor__toolbar">
        <div className="image-editor__views" role="radiogroup" aria-label={t('form.imageEditor.view')}>
          {(['image', 'previews'] as const).map((name) => (
            <button key={name} type="button" role="radio" aria-checked={view === name} className={`t-button ${view === name ? '' : 't-button--secondary'}`} onClick={() => setView(name)}>
              {t(`form.imageEditor.views.${name}`)}
            </button>
          ))}
        </div>
        {view === 'image' ? (
          <>
            <button type="button" className="t-button t-button--secondary" aria-pressed={selecting} onClick={() => setSelecting(!selecting)}>{t('form.imageEditor.selectFocal')}</button>
            <label className="image-editor__zoom">
              <span>{t('form.imageEditor.zoom')}</span>
              <input type="range" min={zoomMin(allowWhiteSpace)} max={ZOOM_MAX} step={ZOOM_STEP} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} aria-valuetext={`${Math.round(zoom * 100)}%`} />
            </label>
          </>
        ) : (
          <label className="image-editor__per-row">
            <span>{t('form.imageEditor.perRow')}</span>
            <select className="t-select" value={perRow} onChange={(event) => setPerRow(Number(event.target.value))}>
              {PREVIEWS_PER_ROW.map((count) => <option key={count} value={count}>{count}</option>)}
            </select>
          </label>
        )}
        <span className="image-editor__spacer" />
        <button type="button" className="t-button t-button--secondary" onClick={onToggleFullscreen}>
          {t(mode === 'inline' ? 'form.imageEditor.fullscreen' : 'form.imageEditor.exitFullscreen')}
        </button>
        <button type="button" className="t-button" disabled={saving} aria-busy={saving || undefined} onClick={() => void save(!alwaysEditing)}>
          {saving && <span className="t-spinner" aria-hidden="true" />}
          {t(alwaysEditing ? 'form.save' : 'form.imageEditor.done')}
        </button>
      </div>
      {view === 'image'
        ? <FocalPointView src={src} focal={focal} onFocal={setFocal} selecting={selecting} zoom={zoom} onZoom={setZoom} allowWhiteSpace={allowWhiteSpace} />
        : (
          <div className="image-editor__previews-view">
            <PreviewsView src={src} focal={focal} ratios={active} maximised={maximised} onMaximise={setMaximised} perRow={perRow} />
            <RatioChooser listed={listed} active={active} onActive={setActive} onAdd={(ratio) => { setListed([...listed, ratio]); setActive([...active, ratio]); }} onNotice={setNotice} />
          </div>
        )}
      <p className={`image-editor__notice${notice ? ` image-editor__notice--${notice.tone}` : ''}`} role="status">{notice?.text}</p>
    </div>
  );
}
