import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, FormFieldSet } from '@tessera/schemas';
import type { FieldSources } from '../fields/field-sources.ts';
import type { DataPrivacy } from '../fields/privacy/field-privacy.ts';
import { FileServiceContext, type FileService } from '../fields/files/file-service.ts';
import type { StoredValues } from './form-host.ts';
import { useFormTexts } from './form-texts.ts';
import { FormScreen, type FormScreenOptions } from './FormScreen.tsx';

export interface BoundFormProps {
  block: Block;
  options: FormScreenOptions;
  /** Shows how much of the form is filled in. @default false */
  showProgress?: boolean;
  /** Loads the block's fields (host.loadFields). */
  loadFields(ids: readonly number[]): Promise<FormFieldSet>;
  /** Where the values of these fields are stored: how to read them and, when the member may, save them. */
  bind(fieldSet: FormFieldSet): FormBinding;
  notify(notice: { colour: 'positive' | 'negative'; message: string }): void;
  headerHeight(): number;
  /** The file calls of the form's upload fields (host.files). */
  files: FileService;
  /** What the form's pickers search (host.sources). */
  sources: FieldSources;
  /** The member's privacy choices, when the form shows their own profile (the fields' privacy buttons). */
  privacy?: DataPrivacy;
}

/** How a form reads its stored values and saves changed ones. */
export interface FormBinding {
  /** The stored values; none when the form stores nothing (it opens at the fields' defaults). */
  load(): Promise<StoredValues>;
  /** Saves the changed values; null when the member may not change them (the form only shows). */
  save: ((changes: StoredValues) => Promise<void>) | null;
}

type Loaded = { fieldSet: FormFieldSet; values: StoredValues; save: FormBinding['save'] } | { failed: true } | null;

/** A block's fields and their stored values, loaded, then shown on the form screen. */
export function BoundForm({ block, options, showProgress = false, loadFields, bind, notify, headerHeight, files, sources, privacy }: BoundFormProps) {
  const { t } = useTranslation();
  const textsReady = useFormTexts();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const fieldIds = block.fields;
  useEffect(() => {
    let current = true;
    loadFields(fieldIds ?? []).then(async (fieldSet) => {
      const { load, save } = bind(fieldSet);
      return { fieldSet, values: await load(), save };
    }).then(
      (next) => current && setLoaded(next),
      (error: unknown) => {
        console.error('The form could not be loaded:', error);
        if (current) setLoaded({ failed: true });
      },
    );
    return () => { current = false; };
  }, [fieldIds, loadFields, bind]);

  if (loaded === null || !textsReady) return <p className="field-form__loading" aria-busy="true">{t('common.loading')}</p>;
  if ('failed' in loaded) return <p role="alert" className="field-form__setup-error">{t('form.loadFailed')}</p>;
  return (
    <FileServiceContext.Provider value={files}>
      <FormScreen
        {...options}
        fields={loaded.fieldSet.fields}
        library={loaded.fieldSet.library}
        values={loaded.values}
        showProgress={showProgress}
        editable={loaded.save !== null}
        onSave={loaded.save ?? (() => Promise.reject(new Error(t('form.saving.failed'))))}
        notify={notify}
        headerHeight={headerHeight}
        sources={sources}
        privacy={privacy}
      />
    </FileServiceContext.Provider>
  );
}
