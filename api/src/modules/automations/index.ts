export { registerAutomationsModule } from './automations-module';
