export { registerWorkoutTemplatesModule } from './workout-templates-module';
export { ProductTemplateError, storeProductTemplates } from './product-templates';
