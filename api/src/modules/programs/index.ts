export { createProgramHooks, registerProgramsModule } from './programs-module';
export { seedDemoPrograms } from './demo-programs';
