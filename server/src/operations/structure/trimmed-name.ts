// Names are stored trimmed (the schemas refuse blank ones).

/** The change of `name`, trimmed, when `changes` has one. */
export const trimmedName = ({ name }: { name?: string }): { name?: string } => (name === undefined ? {} : { name: name.trim() });
