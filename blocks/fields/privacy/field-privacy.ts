// Who reads a member's value of a profile field (forms spec §2: the privacy edit button; data
// spec: privacy per data schema, public by default). The form screen provides it around its
// fields when the form shows the member's own profile and its block does not hide privacy controls.
import { createContext, useContext } from 'react';

export type Privacy = 'public' | 'private';

/** The member's own privacy choices and how to change one (the app's profile calls). */
export interface DataPrivacy {
  /** The member's choices by data schema key; a key without one follows its schema. */
  choices: Readonly<Record<string, Privacy | undefined>>;
  /** Saves a choice; rejects with the server's message. */
  set(key: string, privacy: Privacy): Promise<void>;
}

export interface FieldPrivacy extends DataPrivacy {
  /** The URL's hash starts with #privacy: the privacy buttons come first in the tab order. */
  tabFirst: boolean;
}

/** A field's privacy as compiled (compile-form.ts): its data schema's key and the schema's privacy. */
export interface FieldPrivacyOption { key: string; default: Privacy }

export const FieldPrivacyContext = createContext<FieldPrivacy | null>(null);

export const useFieldPrivacy = (): FieldPrivacy | null => useContext(FieldPrivacyContext);

/** Whether the hash asks for the privacy buttons (`#privacy`, `#privacy-<key>`). */
export const isPrivacyHash = (hash: string): boolean => /^#privacy(-|$)/.test(hash);
