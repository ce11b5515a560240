export { registerChallengesModule } from './challenges-module';
export { ProductChallengeError, storeProductChallenges } from './product-challenges';
export { challengeLibrary } from './challenge-library';
