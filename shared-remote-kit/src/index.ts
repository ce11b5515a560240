export { useBusEvent } from './bus/use-bus-event';
export { createParcel, type ParcelDefinition } from './lifecycles/create-parcel';
export { createRemote, RemoteApp, type Remote } from './lifecycles/create-remote';
export { RemoteRoutes, type RemoteDefinition, type RemoteRoute } from './lifecycles/remote-routes';
export { routerPattern, routeUrlBelow } from './navigation/route-paths';
export { useNavigateTo, useRoutePath, type NavigateTo } from './navigation/use-navigate-to';
export { PlatformProvider, usePlatform } from './platform/platform-provider';
export { RemoteProviders } from './providers/remote-providers';
export { themeOf, useMe, useSession } from './session/use-session';
