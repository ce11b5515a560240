export { registerTrainingModule } from './training-module';
