import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hideFullLoader } from '../../boot/full-loader.ts';
import { BrandMark } from '../../shell/header/BrandMark.tsx';
import { applyBrand } from '../../theme/apply-brand.ts';
import { rememberedBrand } from '../../theme/remembered-brand.ts';
import './login-screen.css';

/**
 * After the member logged out on purpose: the brand they were using, a clear "you have logged
 * out" and the "Log in" button, instead of a "Loading..." that would never end. The brand comes
 * from this device's memory of the last one shown (theme/remembered-brand.ts); without one the
 * screen shows the same without a logo.
 */
export function SignedOutScreen({ onLogIn }: { onLogIn(): void }) {
  const { t } = useTranslation();
  const brand = rememberedBrand();
  const titleId = useId();
  const title = t('login.signedOut.title');

  useEffect(() => {
    hideFullLoader();
    if (brand) applyBrand(brand, { remember: false });
    document.title = brand ? `${title} · ${brand.brandName}` : title;
    // The brand is read once per showing; the title follows the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  return (
    <main className="login-screen">
      <section className="login-screen__card" aria-labelledby={titleId}>
        {brand && (
          <div className="login-screen__brand">
            <BrandMark src={brand.logoUrl} name={brand.brandName} />
          </div>
        )}
        <h1 id={titleId} className="login-screen__title">{title}</h1>
        <p className="login-screen__text">{t('login.signedOut.body')}</p>
        <button type="button" className="t-button login-screen__button" onClick={onLogIn}>
          {t('login.button')}
        </button>
      </section>
    </main>
  );
}
