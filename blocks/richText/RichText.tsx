import { use, useMemo } from 'react';
import { textLang } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { RichTextOptions } from './definition.ts';
import { loadFullSanitizer, sanitizeRichText } from './sanitize-rich-text.ts';
import './RichText.css';

/**
 * The text sanitised. A page waits for DOMPurify before it renders when one of its texts needs it
 * (prepareRichTexts); a text that arrives another way and needs it suspends until it has loaded.
 */
function useSanitized(html: string): string {
  const sanitized = useMemo(() => sanitizeRichText(html), [html]);
  if (sanitized !== undefined) return sanitized;
  use(loadFullSanitizer());
  return sanitizeRichText(html)!;
}

/**
 * Renders the block's HTML after sanitising it, in the design system's prose style (.t-prose),
 * marked with its language when it fell back to the default.
 */
export default function RichText({ block, options }: BlockComponentProps<RichTextOptions>) {
  const html = useSanitized(options.html);
  return <div className="rich-text-block t-prose" lang={textLang(block, 'options.html')} dangerouslySetInnerHTML={{ __html: html }} />;
}
