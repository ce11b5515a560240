export { createSessionService, type SessionService } from './session-service';
export { createTokenKeeper, type TokenKeeper } from './token-keeper';
export { themeOf, useSessionState } from './use-session-state';
