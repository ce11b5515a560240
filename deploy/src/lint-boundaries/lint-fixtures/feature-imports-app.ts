// Linted as mfe-media-library/src/features/library/feature-imports-app.ts: reaching into the remote's app.
import { definition } from '../../app/remote';

export const routes = definition.routes;
