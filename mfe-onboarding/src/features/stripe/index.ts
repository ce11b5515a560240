export { StripeOnboardingErrorPage, StripeOnboardingPage } from './components/stripe-pages';
