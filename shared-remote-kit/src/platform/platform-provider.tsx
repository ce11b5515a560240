import type { PlatformContext } from '@coachforge/contracts';
import { createContext, useContext } from 'react';

/**
 * The shell's PlatformContext inside a remote's React tree. One context for every remote: the kit is a
 * shared singleton, so two remotes on the page read the same React context object.
 */
const PlatformReactContext = createContext<PlatformContext | null>(null);

export const PlatformProvider = PlatformReactContext.Provider;

/** The PlatformContext the shell mounted this remote with. */
export function usePlatform(): PlatformContext {
  const platform = useContext(PlatformReactContext);
  if (!platform)
    throw new Error(
      'usePlatform needs the remote kit providers (createRemote, createParcel or renderWithPlatform)',
    );
  return platform;
}
