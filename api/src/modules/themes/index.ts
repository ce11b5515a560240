export { registerThemeRoutes } from './theme-routes';
export { findTheme, hasOwnTheme } from './theme-service';
