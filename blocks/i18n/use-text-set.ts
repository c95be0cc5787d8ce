// A component's own texts (a lazyTextSet beside the shell's): loaded while it shows, in the
// language in use and English beneath it, and again in each language switched to.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextSet } from './lazy-text-set.ts';

/**
 * True once `set`'s texts of the language in use (and English) are in i18next: until then the
 * component shows none of them (no raw keys, no English before French). A set with English in its
 * code is ready at once in English, and in any language it was loaded in before. After a switch
 * of language it stays true, so nothing the member was doing is lost: the new language's texts
 * replace English as they arrive (i18next re-renders on 'added').
 * @example const textsReady = useTextSet(chatTexts); // chat-texts.ts: lazyTextSet({ en, fr: () => import(…), … })
 */
export function useTextSet(set: TextSet): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Asked for while the component renders, not after it commits: the texts come meanwhile. The
  // effect below waits for the same loads (install gives the same promise) and reports failures.
  const ask = () => { for (const wanted of ['en', language]) set.install(i18n, wanted).catch(() => {}); };
  const [ready, setReady] = useState(() => {
    ask();
    return set.has(i18n, 'en') && set.has(i18n, language);
  });
  if (!set.has(i18n, language)) ask();
  useEffect(() => {
    let current = true;
    Promise.all([set.install(i18n, 'en'), set.install(i18n, language)]).then(
      () => current && setReady(true),
      (error: unknown) => {
        console.warn(`Texts in ${language} could not be loaded:`, error);
        if (current) setReady(true); // English, beneath every language, still reads better than nothing
      },
    );
    return () => { current = false; };
  }, [set, i18n, language]);
  return ready;
}
