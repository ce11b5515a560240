export { useForgetFiltersOnAccountSwitch } from './use-forget-filters-on-account-switch';
