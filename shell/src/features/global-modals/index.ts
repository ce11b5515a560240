export { GlobalModals } from './global-modals';
export { MultipleTabsPrompt } from './multiple-tabs-prompt';
