export { ChallengesPage, type ChallengesRoute } from './challenges-page';
export { ClientChallengesPanel } from './client-challenges-panel';
