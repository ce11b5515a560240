export {
  createPlatformDouble,
  type ApiAnswer,
  type PlatformDouble,
  type PlatformDoubleOptions,
} from './platform-double';
export { renderWithPlatform, type RenderWithPlatformOptions } from './render-with-platform';
export { fakeMe } from './fake-me';
export { announceNavigation } from './announce-navigation';
