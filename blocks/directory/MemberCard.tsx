import { Link } from 'react-router';
import { personView, type DirectoryMember } from '@tessera/schemas';
import type { DirectoryHost } from './directory-host.ts';

/** The avatar's width on a card, in CSS pixels. */
const AVATAR_SIZE = 56;

/** A profile value as a line of text: texts and numbers as they are, lists of them joined; anything else not shown. */
function valueText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').join(', ');
  return '';
}

/** One member found: avatar, public name and the chosen values, the whole card a link to their profile. */
export function MemberCard({ member, fields, host }: { member: DirectoryMember; fields: readonly string[]; host: DirectoryHost }) {
  const { accountId, profile } = member;
  const { name } = personView(accountId, profile);
  const lines = fields.map((key) => ({ key, text: valueText(profile[key]) })).filter((line) => line.text !== '');
  const content = (
    <>
      <host.Avatar accountId={accountId} data={profile} cssSize={AVATAR_SIZE} />
      <span className="directory-card__text">
        <span className="directory-card__name">{name}</span>
        {lines.map((line) => <span key={line.key} className="directory-card__line" data-field={line.key}>{line.text}</span>)}
      </span>
    </>
  );
  const path = host.profilePath(accountId);
  return (
    <li className="directory-card" data-account-id={accountId}>
      {path ? <Link className="directory-card__body" to={path}>{content}</Link> : <div className="directory-card__body">{content}</div>}
    </li>
  );
}
