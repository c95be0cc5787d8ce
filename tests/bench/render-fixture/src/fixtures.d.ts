// The generated fixtures (`node fixture.mjs`, git-ignored), imported through the bench page's
// alias (vite.config.ts), so the typecheck passes before they are generated.
declare module 'render-fixture-data/*' {
  const fixture: import('./neutral-page.ts').NeutralPage;
  export default fixture;
}
