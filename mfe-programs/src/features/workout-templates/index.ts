export { InsertTemplateDialog } from './insert-template-dialog';
export { SaveTemplateDialog } from './save-template-dialog';
export { templateKindLabels } from './template-kinds';
export {
  useRemoveTemplate,
  useSaveTemplate,
  useTemplate,
  useTemplates,
  useUpdateTemplate,
} from './use-templates';
