import { useTranslation } from 'react-i18next';
import { textLang } from '@tessera/schemas';
import { useBrand, useSession, useSettings } from '../../state/hooks.ts';
import { BrandMark } from '../header/BrandMark.tsx';
import { AppLink } from '../links/AppLink.tsx';
import { imageUrl } from '../links/paths.ts';
import { footerLinks } from './footer-links.ts';
import './footnote-footer.css';

/**
 * The footer for medium screens and up (spec §1): the footer logo (else the brand logo), the
 * configured links, the copyright line and, outside production builds, the API address.
 */
export function FootnoteFooter() {
  const { t } = useTranslation();
  const settings = useSettings();
  const activeBrandSettings = useBrand();
  const { basePaths } = useSession();
  const footerLogoId = settings.footer?.footerLogoId;
  const logo = footerLogoId != null ? imageUrl(basePaths.api, footerLogoId) : activeBrandSettings.logoUrl;
  const links = footerLinks(settings);
  return (
    <footer className="footnote-footer">
      <div className="footnote-footer__inner t-container">
        <div className="footnote-footer__top">
          <div className="footnote-footer__logo">
            <BrandMark src={logo} name={activeBrandSettings.brandName} />
          </div>
          {links.length > 0 && (
            <nav aria-label={t('shell.footer.links')}>
              <ul className="footnote-footer__links">
                {links.map((link) => (
                  <li key={`${link.label} ${link.url}`}>
                    <AppLink to={link.url}><span lang={link.lang}>{link.label}</span></AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <div className="footnote-footer__bottom">
          {/* Only the site's name is in words here, so the line takes its language. */}
          <p lang={textLang(settings, 'name')}>{t('shell.footer.copyright', { year: new Date().getFullYear(), name: settings.name })}</p>
          {!import.meta.env.PROD && <p>{t('shell.footer.apiAddress', { address: `${window.location.origin}${basePaths.api}` })}</p>}
        </div>
      </div>
    </footer>
  );
}
