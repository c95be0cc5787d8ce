import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A loading placeholder that appears only after `delayMs`, so content that arrives quickly never flashes it. */
export function DelayedPlaceholder({ delayMs }: { delayMs: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="block-placeholder" role="status">
      <span className="block-placeholder__label">{t('common.loading')}</span>
    </div>
  );
}
