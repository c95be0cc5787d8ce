// What the form blocks need from the app around them: the fields a block shows, the profiles they
// read and write, who the member is and what they may do, the shell's notices, the file calls and
// what the pickers search. The runtime
// provides it (blocks import nothing of the runtime); without it a form block says it cannot show.
// Free of @rjsf, so the runtime's first page can import it.
import { createContext, useContext } from 'react';
import type { FormFieldSet } from '@tessera/schemas';
import type { FieldSources } from '../fields/field-sources.ts';
import type { FileService } from '../fields/files/file-service.ts';
import type { DataPrivacy } from '../fields/privacy/field-privacy.ts';

export type StoredValues = Record<string, unknown>;

export interface FormHost {
  /** The signed-in member's account. */
  accountId: number;
  /** Whose profile the page shows: its target on a profile page, else the member's own. */
  profileAccountId: number;
  /** Whether the member may update other members' profiles (the `update` permission on profiles). */
  mayUpdateProfiles: boolean;
  /** Whether the admin edit mode is on. */
  editMode: boolean;
  /** The fields of these ids in this order, with every field a group or repeater among them names. */
  loadFields(ids: readonly number[]): Promise<FormFieldSet>;
  /** A member's profile values (profile.data.profile), by data key. */
  loadProfile(accountId: number): Promise<StoredValues>;
  /** Saves changed profile values through a block's form; rejects with the server's message. */
  saveProfile(accountId: number, blockId: number, changes: StoredValues): Promise<void>;
  /** Shows a notice bottom-right (already translated). */
  notify(notice: { colour: 'positive' | 'negative'; message: string }): void;
  /** The height of the fixed header in px, which a field scrolled into view must clear. */
  headerHeight(): number;
  /** The file calls of the upload fields and the image editor. */
  files: FileService;
  /** What the pickers and the structure selector search. */
  sources: FieldSources;
  /** The member's own privacy choices for their profile values, and how to change one. */
  dataPrivacy: DataPrivacy;
}

export const FormHostContext = createContext<FormHost | null>(null);

/** The app's form host; null outside one (a form block then says it cannot show). */
export const useFormHost = (): FormHost | null => useContext(FormHostContext);
