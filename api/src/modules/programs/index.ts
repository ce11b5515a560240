export { createProgramHooks, registerProgramsModule } from './programs-module';
export { seedDemoPrograms } from './demo-programs';
export { payingClientsOf } from './paying-clients';
export { publicProgramReader, type PublicProgram, type ViewerMembership } from './public-program-reader';
export {
  createCoachAccess,
  requireActive,
  requireOwner,
  type CoachAccess,
  type CoachAccessResolver,
} from './coach-access';
export { findOwnedProgram } from './program-repository';
export { isClientOfAccount } from './client-of-account';
export { myProgramsOf } from './my-programs';
export { createJoinLimits, type JoinLimits } from './join-limits';
export { activeClientsOf } from './active-clients';
export { storefrontPrograms, type StorefrontProgramRow } from './storefront-programs';
