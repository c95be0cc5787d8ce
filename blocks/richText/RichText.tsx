import { useMemo } from 'react';
import { textLang } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { RichTextOptions } from './definition.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import './RichText.css';

/**
 * Renders the block's HTML after sanitising it, in the design system's prose style (.t-prose),
 * marked with its language when it fell back to the default.
 */
export default function RichText({ block, options }: BlockComponentProps<RichTextOptions>) {
  const html = useMemo(() => sanitizeRichText(options.html), [options.html]);
  return <div className="rich-text-block t-prose" lang={textLang(block, 'options.html')} dangerouslySetInnerHTML={{ __html: html }} />;
}
