export { createProgramHooks, registerProgramsModule } from './programs-module';
