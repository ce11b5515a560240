export { InsertTemplateDialog } from './insert-template-dialog';
export { SaveTemplateDialog } from './save-template-dialog';
