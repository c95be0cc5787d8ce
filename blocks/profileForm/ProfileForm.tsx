import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BoundForm, type FormBinding } from '../forms/BoundForm.tsx';
import { useFormHost } from '../forms/form-host.ts';
import { useFormTexts } from '../forms/form-texts.ts';
import type { FormBlockOptions } from '../basicForm/definition.ts';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { mayEditProfile, profileChanges } from './may-edit-profile.ts';

/**
 * The profile the page shows (its target, else the member's own) in the block's fields: editable
 * by its owner, or in edit mode by someone who may update profiles; saved with
 * POST profile/{accountId} {blockId, changes}.
 */
export default function ProfileForm({ block, options }: BlockComponentProps<FormBlockOptions>) {
  const { t } = useTranslation();
  const host = useFormHost();
  const textsReady = useFormTexts();
  const bind = useCallback((): FormBinding => {
    if (!host) return { load: async () => ({}), save: null };
    const { profileAccountId } = host;
    return {
      load: () => host.loadProfile(profileAccountId),
      save: mayEditProfile(host) ? (changes) => host.saveProfile(profileAccountId, block.id, profileChanges(changes)) : null,
    };
  }, [host, block.id]);
  if (!host) return textsReady ? <p className="field-unavailable">{t('form.noHost')}</p> : null;
  // A profile is filled in over time: its form shows its owner how far. Privacy is the member's own to choose.
  const own = host.profileAccountId === host.accountId;
  const privacy = own ? host.dataPrivacy : undefined;
  return <BoundForm block={block} options={options} showProgress={own} loadFields={host.loadFields} bind={bind} notify={host.notify} headerHeight={host.headerHeight} files={host.files} sources={host.sources} privacy={privacy} />;
}
