export { registerSessionRoutes } from './session-routes';
export { createSessionService, type IssuedTokens, type SessionService } from './session-service';
export { sendTokens } from './session-cookie';
export { hashToken, newTokenValue } from './token-secrets';
