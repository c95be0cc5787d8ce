import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A short notice shown in place of a block's content (removed type, load failure, invalid layout…). */
export function BlockMessage({ children }: { children: ReactNode }) {
  return <p className="block-message">{children}</p>;
}

/**
 * A BlockMessage saying the shell's text `messageKey`. Its own component, so that only a block
 * showing a message subscribes to the translations: a hook per block costs a page of thousands.
 */
export function TranslatedBlockMessage({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <BlockMessage>{t(messageKey)}</BlockMessage>;
}
