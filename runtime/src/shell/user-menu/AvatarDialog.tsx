import { useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { FileServiceContext, ImageUploader, useFormTexts } from '@tessera/blocks/forms';
import type { FocalPos } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { rememberFocalPoint } from '../../files/focal-points.ts';
import { createFileService } from '../../files/file-service.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useSession, useUser } from '../../state/hooks.ts';
import './avatar-dialog.css';

/**
 * The signed-in member's own avatar, chosen and edited (forms spec §4 "Image editor states"): an
 * image uploader whose Done saves the avatar (POST user/image/avatar, the owner's own only),
 * reloads the profile so the header shows it, saves the focal point, then closes. Loaded when
 * opened, with the form engine's texts.
 */
export default function AvatarDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const textsReady = useFormTexts();
  const user = useUser();
  const { updates } = useAppRuntime();
  const { basePaths } = useSession();
  const files = useMemo(() => createFileService(basePaths.api), [basePaths.api]);
  const [fileId, setFileId] = useState<number | null>(user.profile.data.profile.avatarFileId ?? null);

  async function save(id: number, focal: FocalPos, isNew: boolean) {
    if (isNew) {
      await api.call('POST /user/image/avatar', { body: { avatar: id } });
      updates.replaceUser(await api.call('GET /user', { cache: false }));
    }
    await files.saveData(id, { focalPos: focal });
    rememberFocalPoint(id, focal);
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="avatar-dialog" aria-describedby={undefined}>
          <Dialog.Title className="avatar-dialog__title">{t('shell.avatar.title')}</Dialog.Title>
          {textsReady && (
            <FileServiceContext.Provider value={files}>
              <label className="field-label" htmlFor="avatar-dialog-file">{t('shell.avatar.choose')}</label>
              <ImageUploader id="avatar-dialog-file" fileId={fileId} onChange={setFileId} onSave={save} onEditingEnd={onClose} removable={false} />
            </FileServiceContext.Provider>
          )}
          <Dialog.Close className="t-button t-button--secondary avatar-dialog__close">{t('shell.avatar.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
