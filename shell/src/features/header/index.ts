export { Header } from './header';
export { useObservable, usePathname } from './use-frame-state';
