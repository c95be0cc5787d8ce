import { textLang } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { RichTextOptions } from './definition.ts';
import { useSanitizedHtml } from './use-sanitized-html.ts';
import './RichText.css';

/**
 * Renders the block's HTML after sanitising it, in the design system's prose style (.t-prose),
 * marked with its language when it fell back to the default.
 */
export default function RichText({ block, options }: BlockComponentProps<RichTextOptions>) {
  const html = useSanitizedHtml(options.html);
  return <div className="rich-text-block t-prose" lang={textLang(block, 'options.html')} dangerouslySetInnerHTML={{ __html: html }} />;
}
