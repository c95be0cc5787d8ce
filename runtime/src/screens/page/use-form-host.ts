// What the form blocks (basic form, profile form) need from the app: fields, profiles, who the
// member is and may be, notices, the header's height, the file calls and what the pickers search
// (FormHost in @tessera/blocks).
import { useMemo } from 'react';
import type { DataPrivacy, FormHost } from '@tessera/blocks';
import type { Field, PageType, ProfileSaveBody } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { createFileService } from '../../files/file-service.ts';
import { useCan } from '../../permissions/use-can.ts';
import { notify } from '../../shell/notices/notices-store.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useEditMode, useSession, useUser } from '../../state/hooks.ts';
import { createFieldSources } from './field-sources.ts';

async function loadFields(ids: readonly number[]) {
  const { fields } = await api.call('GET /structure/field', { query: { withSchemas: true } });
  const library = new Map<number, Field>(fields.flatMap((field) => (field.id === undefined ? [] : [[field.id, field]])));
  return { fields: ids.flatMap((id) => library.get(id) ?? []), library };
}

/** The header's height: a field scrolled to from the URL's hash must clear it. */
const headerHeight = () => document.querySelector('.app-header')?.getBoundingClientRect().height ?? 0;

/** The form host of a page: on a profile page the profile is its target's, else the member's own. */
export function useFormHost(pageType: PageType, targetId: string | undefined): FormHost {
  const accountId = useUser((user) => user.accountId);
  const editMode = useEditMode();
  const mayUpdateProfiles = useCan()('update', 'profiles');
  const { user, structure } = useAppRuntime().stores;
  const { basePaths } = useSession();
  const files = useMemo(() => createFileService(basePaths.api), [basePaths.api]);
  const sources = useMemo(() => createFieldSources(structure), [structure]);
  const privacyChoices = useUser((current) => current.profile.data.meta.settings?.privacy?.data);
  const dataPrivacy = useMemo<DataPrivacy>(() => ({
    choices: privacyChoices ?? {},
    async set(key, privacy) {
      const profile = await api.call('POST /profile/meta/privacy/data', { body: { key, privacy } });
      user.update((current) => (current.accountId === profile.accountId ? { ...current, profile } : current));
    },
  }), [privacyChoices, user]);
  const target = pageType === 'profile' && targetId !== undefined && /^\d+$/.test(targetId) ? Number(targetId) : accountId;
  return useMemo<FormHost>(() => ({
    accountId,
    profileAccountId: target,
    mayUpdateProfiles,
    editMode,
    loadFields,
    // Fresh each time: a form must open at what is stored, not at a cached copy.
    loadProfile: async (id) => (await api.call('GET /profile/{id}', { params: { id }, cache: false })).data.profile,
    async saveProfile(id, blockId, changes) {
      const profile = await api.call('POST /profile/{accountId}', { params: { accountId: id }, body: { blockId, changes: changes as ProfileSaveBody['changes'] } });
      // The member's own name shows in the header: it changes with the saved profile.
      user.update((current) => (current.accountId === profile.accountId ? { ...current, profile } : current));
    },
    notify: ({ colour, message }) => void notify({ colour, message }),
    headerHeight,
    files,
    sources,
    dataPrivacy,
  }), [accountId, target, mayUpdateProfiles, editMode, user, files, sources, dataPrivacy]);
}
