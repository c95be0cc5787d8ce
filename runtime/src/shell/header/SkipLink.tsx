import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps past the header to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="t-skip-link" href="#main">
      {t('shell.skipToContent')}
    </a>
  );
}
