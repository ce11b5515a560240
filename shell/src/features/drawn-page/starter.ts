import { startWhenAsked } from './start-when-asked';

startWhenAsked(document);
