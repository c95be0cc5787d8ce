/** Leaves the single-page app for a full page load elsewhere (sign-in page, site origin). */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
