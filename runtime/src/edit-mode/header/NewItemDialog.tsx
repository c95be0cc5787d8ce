import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isSlug } from '@tessera/schemas';
import { useAppNavigate } from '../../navigation/use-app-navigate.ts';
import { notify } from '../../shell/notices/notices-store.ts';
import type { AddItemButtonProps } from './AddItemButton.tsx';
import { useCreateItem } from './use-create-item.ts';
import { slugFromName } from './slug-from-name.ts';
import '../dialog/editor-dialog.css';

/**
 * Asks for the name and the address (slug, suggested from the name until edited) of a new
 * module or page, creates it and opens it. The rest of its settings are in its settings panel.
 */
export function NewItemDialog({ kind, module, onClose }: AddItemButtonProps & { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const create = useCreateItem();
  const ids = { name: useId(), slug: useId(), slugHint: useId() };
  const [name, setName] = useState('');
  const [slugEdited, setSlugEdited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slug = slugEdited ?? slugFromName(name);
  const slugInvalid = slug !== '' && !isSlug(slug);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '' || !isSlug(slug)) return;
    setBusy(true);
    setError(null);
    try {
      const path = kind === 'module' ? await create.module(name.trim(), slug) : await create.page(module, name.trim(), slug);
      onClose();
      notify({ colour: 'positive', message: t(kind === 'module' ? 'editMode.newModule.created' : 'editMode.newPage.created', { name: name.trim() }) });
      navigate(path);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('editMode.saveFailed'));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="editor-dialog" aria-describedby={undefined}>
          <Dialog.Title className="editor-dialog__title">
            {kind === 'module' ? t('editMode.newModule.title') : t('editMode.newPage.title', { module: module.name })}
          </Dialog.Title>
          <form className="editor-dialog__fields" onSubmit={(event) => void onSubmit(event)}>
            <div>
              <label className="t-label" htmlFor={ids.name}>{t('editMode.field.name')}</label>
              <input id={ids.name} className="t-input" value={name} onChange={(event) => setName(event.target.value)} required autoComplete="off" />
            </div>
            <div>
              <label className="t-label" htmlFor={ids.slug}>{t('editMode.field.slug')}</label>
              <input
                id={ids.slug}
                className="t-input"
                value={slug}
                onChange={(event) => setSlugEdited(event.target.value)}
                required
                autoComplete="off"
                spellCheck={false}
                aria-invalid={slugInvalid}
                aria-describedby={ids.slugHint}
              />
              <p id={ids.slugHint} className={slugInvalid ? 't-field-error' : 'editor-dialog__hint'}>
                {t(slugInvalid ? 'editMode.field.slugInvalid' : 'editMode.field.slugHint')}
              </p>
            </div>
            {error && <p className="t-field-error" role="alert">{error}</p>}
            <div className="editor-dialog__actions">
              <Dialog.Close className="t-button t-button--secondary" type="button">{t('common.cancel')}</Dialog.Close>
              <button className="t-button" type="submit" disabled={busy || name.trim() === '' || !isSlug(slug)}>
                {t('editMode.create')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
