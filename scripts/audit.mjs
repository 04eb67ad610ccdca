// Fails on a known high or critical vulnerability in the production dependencies.
// When the registry's advisory service cannot be reached, it says so and does not fail the build:
// no answer is not a clean bill, and the message says that too.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
if (!report || !report.metadata) {
  const why = (report?.message ?? run.stderr?.split('\n').find(Boolean) ?? 'no answer').replace(/https?:\/\/\S+/g, 'its address');
  console.log(`Dependency audit skipped: the advisory service did not answer (${why.slice(0, 120)}). Run \`npm audit --omit=dev\` where it is reachable.`);
  process.exit(0);
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities ?? {};
console.log(`Dependency audit (production): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low.`);
if (high + critical > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${v.severity}: ${name} ${v.range ?? ''}`);
  }
  process.exit(1);
}
