/** How a captured block is pasted (shell spec §4 "Paste"); any other action is an error. */
export const PASTE_ACTIONS = ['move', 'clone', 'copy'] as const;

export type PasteAction = (typeof PASTE_ACTIONS)[number];
