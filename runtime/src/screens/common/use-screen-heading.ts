import { useEffect, useRef, type RefObject } from 'react';
import { screenShown } from '../../boot/screen-work.ts';
import { useSettings } from '../../state/hooks.ts';

/**
 * Titles the browser tab "<title> · <site name>" and, whenever `focusKey` changes, moves focus to
 * the screen's h1 so screen-reader users hear where a navigation landed. Every screen calls it,
 * so it also tells the full loader that a screen is up.
 * @returns a ref for the h1, which needs tabIndex={-1}.
 */
export function useScreenHeading(title: string, focusKey: string): RefObject<HTMLHeadingElement | null> {
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${title} · ${settings.name}`;
  }, [title, settings.name]);

  useEffect(() => {
    heading.current?.focus();
  }, [focusKey]);

  useEffect(screenShown, []);

  return heading;
}
