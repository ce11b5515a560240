import type { AnySchema } from 'yup';

/**
 * A schema built the first time it is used instead of when the contracts load. yup builds a schema by
 * cloning it at every chained call; the contracts hold a few hundred, and building them all was the
 * largest single cost of a page's start (about 140 ms of a coach's programs list on a desktop CPU,
 * ×4 on Lighthouse's phone), for the handful a page validates. Every schema of the contracts is declared
 * through this (decision 0262), and reads as the schema it builds: its methods run on the built schema
 * itself, so validation pays nothing for the wrapping.
 */
export function lazySchema<S extends AnySchema>(build: () => S): S {
  let built: S | undefined;
  const schema = () => (built ??= build());
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as S, {
    get(_target, key) {
      const real = schema();
      const value = Reflect.get(real, key, real);
      if (typeof value !== 'function') return value;
      // Bound once to the built schema, so `this` inside yup is the schema, not this stand-in.
      if (!methods.has(key)) methods.set(key, value.bind(real));
      return methods.get(key);
    },
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
