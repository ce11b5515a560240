import { routesOf } from './route-rules';

const { coachRoute } = routesOf('media_library');

/** The coach's resources (spec 01 section 2.3); the library dialog itself is a parcel (see parcels). */
export const mediaLibraryRoutes = {
  media_library: coachRoute('/coach/resources', 'Resources'),
  owner_media_library: coachRoute('/coach/resources/:owner', 'Resources'),
} as const;
