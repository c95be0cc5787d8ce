import { useMemo } from 'react';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { RichTextOptions } from './definition.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import './RichText.css';

/** Renders the block's HTML after sanitising it, in the design system's prose style (.t-prose). */
export default function RichText({ options }: BlockComponentProps<RichTextOptions>) {
  const html = useMemo(() => sanitizeRichText(options.html), [options.html]);
  return <div className="rich-text-block t-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
