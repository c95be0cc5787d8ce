import { useTranslation } from 'react-i18next';
import { textLang } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { ImageOptions } from './definition.ts';
import './Image.css';

/**
 * A figure with the image and its caption; without a file it shows a hint to editors and nothing
 * to others. The image carries its width and height when the options know them, so the browser
 * keeps its place before it loads; the page's priority image (see findPriorityImage) loads at
 * once with high priority, every other image lazily. The text alternative and the caption each
 * carry their language when they fell back to the default.
 */
export default function Image({ block, options }: BlockComponentProps<ImageOptions>) {
  const { fileUrl, visibility, priorityImageId } = useBlockRenderContext();
  if (options.fileId === 0) return visibility.editMode ? <NoImageYet /> : null;
  const fitClass = options.fit ? ` image-block__img--${options.fit}` : '';
  const priority = priorityImageId === block.id;
  return (
    <figure className="image-block">
      <img
        className={`image-block__img${fitClass}`}
        src={fileUrl(options.fileId)}
        alt={options.alt}
        lang={textLang(block, 'options.alt')}
        width={options.width}
        height={options.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      {options.caption ? <figcaption className="image-block__caption t-caption" lang={textLang(block, 'options.caption')}>{options.caption}</figcaption> : null}
    </figure>
  );
}

/** The editor's hint in an image block without a file; apart, so images with a file do not subscribe to the translations. */
function NoImageYet() {
  const { t } = useTranslation();
  return <p className="image-block__empty">{t('blocks.image.empty')}</p>;
}
