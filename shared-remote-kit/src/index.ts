export { useBusEvent } from './bus/use-bus-event';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { createParcel, type ParcelDefinition } from './lifecycles/create-parcel';
export { createRemote, RemoteApp, type Remote } from './lifecycles/create-remote';
export { RemoteRoutes, type RemoteDefinition, type RemoteRoute } from './lifecycles/remote-routes';
export { routerPattern, routeUrlBelow } from './navigation/route-paths';
export { useLeaveGuard, type LeaveGuard } from './navigation/use-leave-guard';
export { useNavigateTo, useRoutePath, type NavigateTo } from './navigation/use-navigate-to';
export { PlatformProvider, usePlatform } from './platform/platform-provider';
export { RemoteProviders } from './providers/remote-providers';
export { QueryState, type QueryLike, type QueryStateProps } from './query/query-state';
export { themeOf, useMe, useSession } from './session/use-session';
/**
 * The router a remote's pages use, from the kit (decision 0244): the kit is the one shared instance that
 * holds it, so every remote reads the same router context while the page downloads only the parts named
 * here, not all of react-router. Remotes import nothing from react-router themselves (ESLint says so).
 */
export { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
