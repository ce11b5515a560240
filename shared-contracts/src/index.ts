export * from './accounts';
export * from './auth/field-rules';
export * from './auth/sign-in';
export * from './auth/sign-up';
export * from './bus/events';
export * from './endpoints/account-endpoints';
export * from './endpoints/define-endpoint';
export * from './endpoints/endpoints';
export * from './endpoints/frame-endpoints';
export * from './endpoints/release-note-endpoints';
export * from './entities/account';
export * from './entities/release-note';
export * from './entities/subscription';
export * from './entities/theme';
export * from './entities/user';
export * from './errors/api-error';
export * from './federation/runtime-manifest';
export * from './limits/constants';
export * from './messages/catalogue';
export * from './platform/platform-context';
export * from './realtime';
export * from './routes';

/** The contracts version this build was made from; remotes record it, the shell compares it. */
export const CONTRACTS_VERSION = '0.1.0';
