/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** The git commit (short) and the time (ISO 8601) of this build, from vite.config.ts. */
declare const __GIT_COMMIT__: string;
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  readonly VITE_POCKETBASE_URL?: string;
}
