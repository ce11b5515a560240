// Linted as api/src/modules/settings/api-module-internals.ts: another API module's inner file.
import * as themes from '../themes/theme-service';

export const service = themes;
