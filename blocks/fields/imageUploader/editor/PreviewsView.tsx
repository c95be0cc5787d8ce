import { useTranslation } from 'react-i18next';
import { objectPosition, type FocalPoint } from './focal-point.ts';
import { ratioName, ratioValue, sameRatio, type Ratio } from './ratios.ts';

/** How many previews a row holds: two to five (forms spec §9). */
export const PREVIEWS_PER_ROW = [2, 3, 4, 5] as const;

interface PreviewsViewProps {
  src: string;
  focal: FocalPoint;
  ratios: readonly Ratio[];
  maximised: Ratio | null;
  onMaximise(ratio: Ratio | null): void;
  perRow: number;
}

/**
 * The previews view: the image cut to each active ratio around its focal point, as thumbnails of
 * those shapes will show it, in rows of `perRow` 8 px apart; one ratio shown large on top (at most
 * 300 px high inline). Choosing a preview shows it large; choosing the large one shows it small.
 */
export function PreviewsView({ src, focal, ratios, maximised, onMaximise, perRow }: PreviewsViewProps) {
  const { t } = useTranslation();
  const large = maximised && ratios.find((ratio) => sameRatio(ratio, maximised));
  const preview = (ratio: Ratio, isLarge: boolean) => (
    <button
      key={`${ratioName(ratio)}${isLarge ? '-large' : ''}`}
      type="button"
      className={`image-editor__preview${isLarge ? ' image-editor__preview--large' : ''}`}
      style={{ aspectRatio: ratioValue(ratio) }}
      aria-pressed={isLarge || (large ? sameRatio(ratio, large) : false)}
      aria-label={t(isLarge ? 'form.imageEditor.previewLarge' : 'form.imageEditor.preview', { ratio: ratioName(ratio) })}
      onClick={() => onMaximise(isLarge ? null : ratio)}
    >
      <img src={src} alt="" style={{ objectPosition: objectPosition(focal) }} />
      <span className="image-editor__preview-name" aria-hidden="true">{ratioName(ratio)}</span>
    </button>
  );
  if (!ratios.length) return <p className="field-hint">{t('form.imageEditor.noRatios')}</p>;
  return (
    <div className="image-editor__previews">
      {large && preview(large, true)}
      <div className="image-editor__preview-grid" style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
        {ratios.map((ratio) => preview(ratio, false))}
      </div>
    </div>
  );
}
