export { ChallengesPage, type ChallengesRoute } from './challenges-page';
export { ClientChallengesPanel } from './client-challenges-panel';
export { ClientChallengesTab } from './client-challenges-tab';
