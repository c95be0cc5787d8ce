// The product's texts come in sets, one file per language each (schemas/i18n). The shell's
// (<language>.json) is in every member's first load: English bundled into the app's entry, the
// member's language in GET /init. Each other set (<set>/<language>.json) is loaded by the code
// that shows its texts, when that code loads (blocks/i18n/use-text-set.ts); `server` holds what
// only the server writes (its sign-in and unsubscribe pages, e-mail), which no browser loads. The
// server reads every set: it writes e-mail, its own pages and translated errors with them
// (decision 0050).

/** The sets beside the shell's: each a folder of schemas/i18n. */
export const TEXT_SETS = ['editor', 'forms', 'chat', 'notifications', 'posts', 'applyToList', 'settings', 'admin', 'server'] as const;
