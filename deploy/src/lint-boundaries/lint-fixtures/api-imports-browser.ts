// Linted as api/src/modules/settings/api-imports-browser.ts: the API importing browser code.
import { createElement } from 'react';

export const element = createElement('p');
