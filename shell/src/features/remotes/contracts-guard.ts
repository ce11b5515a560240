import { CONTRACTS_VERSION } from '@coachforge/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsCompatibility, IncompatibleRemoteError } from './contracts-compatibility';

/** What a remote's build records in its mf-manifest.json (shared-contracts/federation/build-info.js). */
interface RecordedBuildInfo {
  contractsVersion?: string;
  release?: string;
}

/**
 * A Module Federation runtime plugin that reads the contracts version each remote's build recorded
 * in its mf-manifest.json and refuses the remote before any of its code runs when the major differs.
 */
export function contractsGuard(shellContracts: string = CONTRACTS_VERSION): ModuleFederationRuntimePlugin {
  return {
    name: 'coachforge-contracts-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const buildInfo = args.manifestJson.metaData.buildInfo as RecordedBuildInfo;
      const verdict = contractsCompatibility(
        args.moduleInfo.name,
        buildInfo.contractsVersion,
        shellContracts,
      );
      if (!verdict.compatible) throw new IncompatibleRemoteError(args.moduleInfo.name, verdict.detail);
      return args;
    },
  };
}
