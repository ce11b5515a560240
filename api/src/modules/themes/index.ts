export { registerThemeRoutes } from './theme-routes';
export { defaultTheme, findTheme } from './theme-service';
