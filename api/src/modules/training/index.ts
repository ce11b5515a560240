export { registerTrainingModule } from './training-module';
export { trainingRepository } from './training-repository';
