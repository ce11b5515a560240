export { PlaceholderPage } from './components/placeholder-page';
