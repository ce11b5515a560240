import type { PlatformContext } from '@coachforge/contracts';
import { createContext, useContext } from 'react';

const PlatformReactContext = createContext<PlatformContext | null>(null);

export const PlatformProvider = PlatformReactContext.Provider;

/** The shell's PlatformContext, inside this remote's React tree. */
export function usePlatform(): PlatformContext {
  const platform = useContext(PlatformReactContext);
  if (!platform) throw new Error('usePlatform needs PlatformProvider (mount the remote through the shell)');
  return platform;
}
