import { existsSync } from 'node:fs';
import { benchApiThroughput } from './api-throughput';
import { benchCompositionCost } from './composition-cost';
import { benchLighthouse } from './lighthouse-scores';
import { benchMediaUpload } from './media-upload';
import { benchPageWeight } from './page-weight';
import { benchRealtimeScale } from './realtime-scale';
import { printSection, writeReport, type BenchSection } from './support/report';

/**
 * `pnpm bench [name…]`: every benchmark one after the other (they want the machine to themselves), each
 * table printed as it is ready, and the whole run written to .data/bench/ as JSON. Names pick a subset.
 */
const benches: Record<string, { run: () => Promise<BenchSection[]>; needs?: () => string | null }> = {
  'page-weight': { run: benchPageWeight },
  composition: {
    run: benchCompositionCost,
    // The comparison is served by nginx, as production serves it.
    needs: () => (existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx') ? null : 'nginx is not installed'),
  },
  lighthouse: { run: benchLighthouse },
  api: { run: benchApiThroughput },
  realtime: { run: benchRealtimeScale },
  uploads: { run: benchMediaUpload },
};

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in benches));
  if (unknown.length)
    throw new Error(`Unknown benchmark ${unknown.join(', ')}: ${Object.keys(benches).join(', ')}`);
  const sections: BenchSection[] = [];
  for (const [name, bench] of Object.entries(benches)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const missing = bench.needs?.();
    if (missing) {
      console.log(`\n${name}: skipped (${missing})`);
      continue;
    }
    console.log(`\n== ${name}`);
    for (const section of await bench.run()) {
      printSection(section);
      sections.push(section);
    }
  }
  console.log(`\nWritten to ${writeReport(sections)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
