// The application state every screen reads: what GET /init returned, plus the member's live
// choices (language, theme mode, edit mode) and connectivity. Provided once by <AppProvider>.
import { createContext, useContext } from 'react';
import type { InitReply, LanguageCode, ThemeMode } from '@tessera/schemas';

export type NoticeColour = 'positive' | 'warning' | 'negative' | 'info';

export interface NoticeInput {
  colour: NoticeColour;
  /** Already translated text. */
  message: string;
  /** Milliseconds before it closes by itself; null keeps it until dismissed. Default 5000. */
  timeout?: number | null;
  action?: { label: string; run: () => void };
}

export interface AppState extends InitReply {
  language: LanguageCode;
  themeMode: ThemeMode;
  /** Admin edit mode (alt+shift+e); only ever true for users who may manageEditMode. */
  editMode: boolean;
  online: boolean;
  /** Started with the query safeMode=on|1|true (spec §2.3). */
  safeMode?: boolean;
}

export interface AppActions {
  setLanguage(language: LanguageCode): Promise<void>;
  setThemeMode(mode: ThemeMode): Promise<void>;
  notify(notice: NoticeInput): void;
  logout(): void;
}

export type AppContextValue = AppState & AppActions;

export const AppContext = createContext<AppContextValue | null>(null);

/** The signed-in application's state and actions; only inside <AppProvider>. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() used outside <AppProvider>');
  return value;
}
