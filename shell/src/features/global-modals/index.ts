export { GlobalModals } from './global-modals';
