export { TemplateEditorPage } from './template-editor-page';
export { TemplateLibraryPage } from './template-library-page';
export type { TemplateEditorRoute, TemplateListRoute } from './template-routes';
