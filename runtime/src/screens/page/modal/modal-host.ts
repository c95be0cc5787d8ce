import { modalMetaPath, type ModalHost } from '@tessera/blocks';
import type { Profile, User } from '@tessera/schemas';
import type { Store } from '../../../state/store.ts';
import type { NoticeInput } from '../../../shell/notices/notices-store.ts';

/** What the modal host uses of the app: the signed-in user's store, the meta call and notices. */
export interface ModalHostDeps {
  user: Store<User>;
  upsertMeta(path: string, data: unknown): Promise<Profile>;
  notify(notice: NoticeInput): void;
}

/**
 * The modal blocks' host: reads the member's modal states from their profile meta
 * (`block.{blockId}`) and saves them with POST /profile/meta/upsert, keeping the signed-in
 * user's profile up to date with the reply, so a later page of the same visit reads them too.
 */
export function createModalHost({ user, upsertMeta, notify }: ModalHostDeps): ModalHost {
  return {
    stateOf: (blockId) => user.get().profile.data.meta.block?.[String(blockId)],
    async save(blockId, state) {
      const profile = await upsertMeta(modalMetaPath(blockId), state);
      user.update((current) => ({ ...current, profile }));
    },
    notifyError: (message) => notify({ colour: 'negative', message }),
  };
}
