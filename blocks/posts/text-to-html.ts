// What a member types in a composer becomes member HTML: paragraphs and line breaks, web addresses
// as links; the server sanitises it (the one allow-list) before it is stored.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** Plain text as member HTML: a paragraph per blank-line-separated block, links made clickable. */
export function textToMemberHtml(text: string): string {
  return text.trim().split(/\n{2,}/).filter((part) => part.trim() !== '')
    .map((part) => `<p>${escape(part.trim()).replace(ADDRESS, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The text back from member HTML, for editing. */
export function memberHtmlToText(html: string): string {
  return html.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').trim();
}
