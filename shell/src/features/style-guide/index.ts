export { StyleGuidePage } from './style-guide-page';
