import { useMemo } from 'react';
import { showMemberHtml } from '@tessera/schemas/html-purifier';

/** A message's HTML, sanitised again here whatever the server stored (shell spec §5, "Chat HTML"). */
export function MessageBody({ html }: { html: string }) {
  const shown = useMemo(() => ({ __html: showMemberHtml(html) }), [html]);
  return <div className="chat-message__body" data-testid="chat-message-body" dangerouslySetInnerHTML={shown} />;
}
