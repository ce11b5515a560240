export { registerThemeRoutes } from './theme-routes';
export { findTheme } from './theme-service';
