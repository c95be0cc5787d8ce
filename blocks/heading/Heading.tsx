import { textLang } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { HeadingOptions } from './definition.ts';
import './Heading.css';

/**
 * Renders `options.text` as an h1–h4 (marked with its language when it fell back to the default);
 * a blank heading renders nothing, since an empty heading misleads screen readers.
 */
export default function Heading({ block, options }: BlockComponentProps<HeadingOptions>) {
  if (!options.text.trim()) return null;
  const Tag = `h${options.level}` as const;
  return <Tag className="heading-block" lang={textLang(block, 'options.text')}>{options.text}</Tag>;
}
