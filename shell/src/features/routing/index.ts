export {
  decideNavigation,
  homeOf,
  keepsScroll,
  visitorOf,
  type NavigationDecision,
  type Visitor,
} from './guard';
export { installRouting, navigate, type Routing } from './install-routing';
