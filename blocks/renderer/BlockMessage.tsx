import type { ReactNode } from 'react';

/** A short notice shown in place of a block's content (removed type, load failure, invalid layout…). */
export function BlockMessage({ children }: { children: ReactNode }) {
  return <p className="block-message">{children}</p>;
}
