import { CONTRACTS_VERSION } from '@coachforge/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsCompatibility, IncompatibleRemoteError } from './contracts-compatibility';

/** What a remote's build records in its mf-manifest.json (@coachforge/build, build-info.js). */
interface RecordedBuildInfo {
  contractsVersion?: string;
  release?: string;
}

/** '^0.1.0' → '0.1.0': the lowest version a runtime manifest's contracts range names. */
const lowestOf = (range: string | undefined) => range?.trim().replace(/^[\^~>=v\s]+/, '');

/**
 * A Module Federation runtime plugin that reads the contracts version each remote's build recorded
 * in its mf-manifest.json and refuses the remote before any of its code runs when the major differs.
 * A build that records nothing is judged by the contracts range its runtime manifest entry declares.
 */
export function contractsGuard(
  declaredRanges: Record<string, string> = {},
  shellContracts: string = CONTRACTS_VERSION,
): ModuleFederationRuntimePlugin {
  return {
    name: 'coachforge-contracts-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const buildInfo = args.manifestJson.metaData.buildInfo as RecordedBuildInfo;
      const builtAgainst = buildInfo.contractsVersion ?? lowestOf(declaredRanges[args.moduleInfo.name]);
      const verdict = contractsCompatibility(args.moduleInfo.name, builtAgainst, shellContracts);
      if (!verdict.compatible) throw new IncompatibleRemoteError(args.moduleInfo.name, verdict.detail);
      return args;
    },
  };
}
