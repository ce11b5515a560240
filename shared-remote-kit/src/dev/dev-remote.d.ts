/** The remote being developed, aliased by the dev server's webpack config. */
declare module 'coachforge-dev-remote' {
  import type { Remote } from '../lifecycles/create-remote';
  export const bootstrap: Remote['bootstrap'];
  export const mount: Remote['mount'];
  export const unmount: Remote['unmount'];
  export const definition: Remote['definition'];
}
