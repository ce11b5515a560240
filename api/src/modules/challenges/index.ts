export { registerChallengesModule } from './challenges-module';
export { ProductChallengeError, storeProductChallenges } from './product-challenges';
