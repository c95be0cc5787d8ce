import './brand-mark.css';

/**
 * The brand's logo image, or the default Tessera mark (four tiles) beside the brand name when
 * the brand has no logo. Either way the accessible name is the brand name.
 */
export function BrandMark({ src, name }: { src: string | null; name: string }) {
  if (src) return <img className="brand-mark__image" src={src} alt={name} />;
  return (
    <span className="brand-mark__default">
      <svg className="brand-mark__tiles" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="13" height="13" rx="3" />
        <rect x="17" y="2" width="13" height="13" rx="3" opacity="0.55" />
        <rect x="2" y="17" width="13" height="13" rx="3" opacity="0.55" />
        <rect x="17" y="17" width="13" height="13" rx="3" opacity="0.8" />
      </svg>
      <span className="brand-mark__name">{name}</span>
    </span>
  );
}
