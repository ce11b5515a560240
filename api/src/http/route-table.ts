import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route this API serves, as registered (HEAD twins of GET routes left out). */
    routeTable: RouteEntry[];
  }
}

/**
 * Keeps the list of routes as modules register them, so the authorisation matrix can prove that each
 * one has an expected answer for every kind of caller. Must be installed before any route.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
}
