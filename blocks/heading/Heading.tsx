import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { HeadingOptions } from './definition.ts';
import './Heading.css';

/** Renders `options.text` as an h1–h4; a blank heading renders nothing, since an empty heading misleads screen readers. */
export default function Heading({ options }: BlockComponentProps<HeadingOptions>) {
  if (!options.text.trim()) return null;
  const Tag = `h${options.level}` as const;
  return <Tag className="heading-block">{options.text}</Tag>;
}
