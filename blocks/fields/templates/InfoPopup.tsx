import { Suspense } from 'react';
import { Popover } from 'radix-ui';
import { useSanitizedHtml } from '../../richText/use-sanitized-html.ts';
import { useFormText } from '../form-text.ts';

/** A field's info popup: a question-mark button opening the field's explanation (the site's HTML, sanitised). */
export function InfoPopup({ html, label }: { html: string; label: string }) {
  const t = useFormText();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" className="field-info">
          <span aria-hidden="true">?</span>
          <span className="t-visually-hidden">{t('form.info')}: {label}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="field-info__popup" side="top" align="start" sideOffset={4}>
          {/* A text that needs DOMPurify shows once it has loaded. */}
          <Suspense fallback={null}>
            <InfoText html={html} />
          </Suspense>
          <Popover.Arrow className="field-info__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function InfoText({ html }: { html: string }) {
  return <div className="t-prose" dangerouslySetInnerHTML={{ __html: useSanitizedHtml(html) }} />;
}
