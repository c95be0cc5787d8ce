/**
 * The medium breakpoint in px: below it the shell uses its mobile layout (spec §9: "Mobile is
 * below the md breakpoint"). Mirrors the breakpoint table in styles/tokens.css, because CSS media
 * queries cannot read custom properties.
 */
export const MD_BREAKPOINT_PX = 768;

/** Matches screens narrower than md; the same query the stylesheets use. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MD_BREAKPOINT_PX - 0.02}px)`;
