import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_RATIO_NOTICE, customRatio, ratioName, sameRatio, toggleRatio, type Ratio } from './ratios.ts';
import type { EditorNotice } from './editor-notice.ts';

interface RatioChooserProps {
  /** Every ratio that may be turned on: the defaults, the available ones and those added. */
  listed: readonly Ratio[];
  active: readonly Ratio[];
  onActive(active: Ratio[]): void;
  onAdd(ratio: Ratio): void;
  onNotice(notice: EditorNotice | null): void;
}

/**
 * The ratios the previews show, each turned on or off, and a custom ratio added from its width and
 * height: both are needed (an error notice), width / height must lie between 0.25 and 4, and a
 * ratio of a shape already listed is refused (warnings).
 */
export function RatioChooser({ listed, active, onActive, onAdd, onNotice }: RatioChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const add = () => {
    const result = customRatio(width, height, listed);
    if ('problem' in result) return onNotice({ tone: CUSTOM_RATIO_NOTICE[result.problem], text: t(`form.imageEditor.ratio.${result.problem}`) });
    onAdd(result.ratio);
    onNotice(null);
    setWidth('');
    setHeight('');
    return undefined;
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault(); // Enter would save the whole form
    add();
  };
  return (
    <div className="image-editor__ratios">
      <fieldset className="image-editor__ratio-list">
        <legend className="field-label">{t('form.imageEditor.ratios')}</legend>
        {listed.map((ratio) => (
          <label key={ratioName(ratio)} className="field-choice">
            <input type="checkbox" checked={active.some((other) => sameRatio(other, ratio))} onChange={() => onActive(toggleRatio(active, ratio))} />
            {ratioName(ratio)}
          </label>
        ))}
      </fieldset>
      {/* Not a <form>: the editor sits inside the field's form, and forms do not nest. */}
      <div className="image-editor__custom-ratio" role="group" aria-label={t('form.imageEditor.customRatio')} onKeyDown={addOnEnter}>
        <label htmlFor={`${id}-w`}>{t('form.imageEditor.ratioWidth')}</label>
        <input id={`${id}-w`} className="t-input" type="number" inputMode="decimal" min={0} step="any" value={width} onChange={(event) => setWidth(event.target.value)} />
        <span aria-hidden="true">:</span>
        <label htmlFor={`${id}-h`}>{t('form.imageEditor.ratioHeight')}</label>
        <input id={`${id}-h`} className="t-input" type="number" inputMode="decimal" min={0} step="any" value={height} onChange={(event) => setHeight(event.target.value)} />
        <button type="button" className="t-button t-button--secondary" onClick={add}>{t('form.imageEditor.addRatio')}</button>
      </div>
    </div>
  );
}
