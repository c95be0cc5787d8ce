import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { DataDisplayIcon, DataDisplayOptions } from './definition.ts';
import { displayLines } from './display-lines.ts';
import { DATA_DISPLAY_ICONS } from './icons.ts';
import './DataDisplay.css';

const Icon = ({ name }: { name: DataDisplayIcon }) => (
  <svg className="data-display__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={DATA_DISPLAY_ICONS[name]} />
  </svg>
);

/**
 * The signed-in member's profile data as lines of icons, values and texts (`${…}` placeholders
 * filled, as text: nothing in the data becomes markup), and optionally a link to their profile.
 */
export default function DataDisplay({ options }: BlockComponentProps<DataDisplayOptions>) {
  const { t } = useTranslation();
  const { visibility } = useBlockRenderContext();
  const { profile, user } = visibility.rules;
  const lines = displayLines(options.lines, profile);
  const { profileLink } = options;
  return (
    <div className="data-display">
      {lines.length > 0 && (
        <ul className="data-display__lines">
          {lines.map((line, index) => (
            <li key={index} className="data-display__line">
              {line.icon && <Icon name={line.icon} />}
              {line.pieces.map((piece, at) => (piece.kind === 'icon' ? <Icon key={at} name={piece.icon} /> : <span key={at}>{piece.text}</span>))}
            </li>
          ))}
        </ul>
      )}
      {profileLink.show && profileLink.page && (
        <Link className="data-display__profile-link" to={`/${profileLink.page}/${user.accountId}`}>
          {profileLink.label || t('blocks.dataDisplay.viewProfile')}
        </Link>
      )}
    </div>
  );
}
