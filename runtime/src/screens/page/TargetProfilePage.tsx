import { useEffect } from 'react';
import type { Module, PageSummary } from '@tessera/schemas';
import { audit } from '../../audit/audit.ts';
import { useProfile } from '../../loaders/use-profile.ts';
import { recordProfileView } from '../../people/recently-viewed.ts';
import { useUser } from '../../state/hooks.ts';
import { Missing } from '../not-found/Missing.tsx';
import { PageContent } from './PageContent.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';

export interface TargetProfilePageProps {
  module: Module;
  summary: PageSummary;
  /** The route's numeric targetId. */
  targetId: string;
}

/**
 * A page whose target is a member (a numeric targetId, shell spec §2.1): their profile is loaded
 * through the profile cache; a profile that does not exist sends the member to the not-found page
 * (§2.5). Another member's profile shows above the page's blocks, and the view is recorded for the
 * recently-viewed footer block and the audit log; the member's own is the page as it is.
 */
export function TargetProfilePage({ module, summary, targetId }: TargetProfilePageProps) {
  const accountId = Number(targetId);
  const ownAccountId = useUser((user) => user.accountId);
  const profile = useProfile(accountId);
  const isOther = accountId !== ownAccountId;
  const found = profile != null;

  useEffect(() => {
    if (!found || !isOther) return;
    audit.log('profileView', { type: 'profile', id: accountId });
    recordProfileView(accountId).catch(() => undefined); // the API client logs it; the page shows regardless
  }, [found, isOther, accountId]);

  if (profile === null) return <Missing messageKey="errors.profileNotFound" />;
  const header = profile && isOther ? <ProfileHeader profile={profile} /> : null;
  return <PageContent module={module} summary={summary} targetId={targetId} header={header} />;
}
