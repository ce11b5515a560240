export { Dialog } from './switch-account-modal';
export { Header } from './header';
export { useObservable } from './use-frame-state';
