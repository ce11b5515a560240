/** The remote being developed (its src/app/remote.tsx), aliased by the dev server's webpack config. */
declare module 'coachforge-dev-remote';

/** The first-party web client the dev host signs in with, defined by the dev server. */
declare const __COACHFORGE_DEV_CLIENT__: { id: string; secret: string };
