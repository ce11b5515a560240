export { registerThemeRoutes } from './theme-routes';
export { findTheme, hasOwnTheme, presentTheme, themeOfHost } from './theme-service';
export { themeRepository, type AppIconRow, type ThemeRow } from './theme-repository';
export { checkCustomDomain, customDomainRecord, isPlatformDomain, subDomainUrl } from './web-address';
export {
  createRemoveThemeImages,
  REMOVE_THEME_IMAGES_JOB,
  THEME_IMAGE_FILE,
  themeImageFileOf,
  themeImageFilesOf,
  themeImageFolder,
  themeImageUrl,
} from './theme-images';
