import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFieldSet } from '@tessera/schemas';
import { BoundForm, type FormBinding } from '../forms/BoundForm.tsx';
import { useFormHost } from '../forms/form-host.ts';
import { useFormTexts } from '../forms/form-texts.ts';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import type { FormBlockOptions } from './definition.ts';
import { formStorage } from './form-storage.ts';

const NOTHING_STORED: FormBinding = { load: async () => ({}), save: null };

/**
 * A form of the block's fields on the form screen. Profile fields are the signed-in member's own
 * and saved to their profile; a form with fields of another source only shows (decision 0032).
 */
export default function BasicForm({ block, options }: BlockComponentProps<FormBlockOptions>) {
  const { t } = useTranslation();
  const host = useFormHost();
  const textsReady = useFormTexts();
  const bind = useCallback((fieldSet: FormFieldSet): FormBinding => {
    if (!host || formStorage(fieldSet) !== 'profile') return NOTHING_STORED;
    const { accountId } = host;
    return { load: () => host.loadProfile(accountId), save: (changes) => host.saveProfile(accountId, block.id, changes) };
  }, [host, block.id]);
  if (!host) return textsReady ? <p className="field-unavailable">{t('form.noHost')}</p> : null;
  // Its profile fields are the member's own: they choose who reads them.
  return <BoundForm block={block} options={options} loadFields={host.loadFields} bind={bind} notify={host.notify} headerHeight={host.headerHeight} files={host.files} sources={host.sources} privacy={host.dataPrivacy} />;
}
