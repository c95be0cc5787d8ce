import { useTranslation } from 'react-i18next';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { ImageOptions } from './definition.ts';
import './Image.css';

/** A figure with the image and its caption; without a file it shows a hint to editors and nothing to others. */
export default function Image({ options }: BlockComponentProps<ImageOptions>) {
  const { fileUrl, visibility } = useBlockRenderContext();
  const { t } = useTranslation();
  if (options.fileId === 0) {
    return visibility.editMode ? <p className="image-block__empty">{t('blocks.image.empty')}</p> : null;
  }
  const fitClass = options.fit ? ` image-block__img--${options.fit}` : '';
  return (
    <figure className="image-block">
      <img className={`image-block__img${fitClass}`} src={fileUrl(options.fileId)} alt={options.alt} loading="lazy" />
      {options.caption ? <figcaption className="image-block__caption">{options.caption}</figcaption> : null}
    </figure>
  );
}
