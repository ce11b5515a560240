export { createSessionService, type SessionService } from './session-service';
export { createTokenKeeper, type TokenKeeper } from './token-keeper';
