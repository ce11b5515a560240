export { TagManagerPage } from './tag-manager-page';
