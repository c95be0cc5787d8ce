// Which deployment of the runtime this bundle is. The build bakes it in (runtime/vite/build-id.ts);
// unit tests and the dev server have none.

declare global {
  interface ImportMetaEnv {
    /** Set by the production build. */
    readonly TESSERA_BUILD_ID?: string;
  }
}

/** This bundle's build id; 'dev' outside a production build. */
export const BUILD_ID: string = import.meta.env.TESSERA_BUILD_ID ?? 'dev';
