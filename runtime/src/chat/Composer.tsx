import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { memberHtmlText } from '@tessera/schemas';
import { showMemberHtml } from '@tessera/schemas/html-purifier';
import { insertLink, linkAddress, toggleFormatting, type Formatting } from './composer-commands.ts';

export interface ComposerProps {
  /** The other member's name, for the field's label. */
  name: string;
  disabled: boolean;
  /** Sends the sanitised HTML; rejects when the server refused it (the text then stays). */
  onSend(html: string): Promise<unknown>;
}

const FORMATTING: ReadonlyArray<{ formatting: Formatting; labelKey: string; glyph: string }> = [
  { formatting: 'bold', labelKey: 'chat.composer.bold', glyph: 'B' },
  { formatting: 'italic', labelKey: 'chat.composer.italic', glyph: 'I' },
  { formatting: 'underline', labelKey: 'chat.composer.underline', glyph: 'U' },
];

/**
 * Where a message is written: a rich-text field with a small toolbar (bold, italic, underline,
 * link) that only writes markup the allow-list keeps; pasted text arrives as plain text. Enter
 * sends, Shift+Enter starts a new line. What is sent is sanitised here first (and by the server).
 */
export function Composer({ name, disabled, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [badLink, setBadLink] = useState(false);
  const [sending, setSending] = useState(false);

  async function send() {
    const field = editor.current;
    if (!field || sending || disabled) return;
    const html = showMemberHtml(field.innerHTML);
    if (memberHtmlText(html) === '') return;
    setSending(true);
    try {
      await onSend(html);
      field.innerHTML = '';
    } catch {
      // The conversation shows why (useConversation's caller notifies); the text stays to retry.
    } finally {
      setSending(false);
      field.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function openLink() {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current = range && editor.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
    setAddress('');
    setBadLink(false);
    setLinking(true);
  }

  function addLink(event: FormEvent) {
    event.preventDefault();
    const href = linkAddress(address);
    if (!href) {
      setBadLink(true);
      return;
    }
    editor.current?.focus();
    insertLink(savedRange.current, href);
    setLinking(false);
  }

  return (
    <div className="chat-composer" data-testid="chat-composer">
      <div className="chat-composer__toolbar" role="toolbar" aria-label={t('chat.composer.toolbar')}>
        {FORMATTING.map(({ formatting, labelKey, glyph }) => (
          <button
            key={formatting} type="button" className={`chat-composer__tool chat-composer__tool--${formatting}`} aria-label={t(labelKey)} title={t(labelKey)}
            disabled={disabled}
            // Keeps the selection in the field: a click would move focus (and the selection) to the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggleFormatting(formatting)}
          >{glyph}</button>
        ))}
        <button type="button" className="chat-composer__tool" aria-expanded={linking} disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={openLink}>
          {t('chat.composer.link')}
        </button>
      </div>
      {linking && (
        <form className="chat-composer__link" onSubmit={addLink}>
          <label className="t-label" htmlFor="chat-link-address">{t('chat.composer.linkAddress')}</label>
          <input
            id="chat-link-address" className="t-input" type="text" inputMode="url" value={address} autoFocus
            aria-invalid={badLink} aria-describedby={badLink ? 'chat-link-error' : undefined}
            onChange={(event) => { setAddress(event.target.value); setBadLink(false); }}
            onKeyDown={(event) => event.key === 'Escape' && setLinking(false)}
          />
          <button type="submit" className="t-button t-button--secondary">{t('chat.composer.addLink')}</button>
          {badLink && <p id="chat-link-error" className="t-field-error">{t('chat.composer.badLink')}</p>}
        </form>
      )}
      <div className="chat-composer__row">
        <div
          ref={editor}
          className="chat-composer__field"
          contentEditable={!disabled}
          role="textbox"
          aria-multiline="true"
          aria-label={t('chat.composer.label', { name })}
          aria-describedby="chat-composer-hint"
          aria-disabled={disabled}
          data-placeholder={t('chat.composer.placeholder')}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            event.preventDefault();
            document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
          }}
          suppressContentEditableWarning
        />
        <button type="button" className="t-button chat-composer__send" disabled={disabled || sending} onClick={() => void send()}>
          {t('chat.composer.send')}
        </button>
      </div>
      <p id="chat-composer-hint" className="chat-composer__hint">{t('chat.composer.hint')}</p>
    </div>
  );
}
