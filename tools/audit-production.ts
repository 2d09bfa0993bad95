// `npm run audit:prod` (run by .ci/run): the dependencies the server and the web app ship with
// must have no high or critical advisory (`npm audit --omit=dev`). Some networks allow only
// reads of packages and refuse the registry's advisory service (this project's build machines
// among them); there the audit cannot be done, and it says so loudly rather than pretending,
// unless it is run with `--required` (`npm run audit:prod -- --required`), where an audit that
// cannot run fails. Decision 0037.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..');
const BLOCKING = ['high', 'critical'];

type AuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string }>;
  statusCode?: number;
  message?: string;
};

async function npmAudit(): Promise<AuditReport> {
  // npm exits non-zero both for findings and for an unreachable service; the JSON tells which.
  const output = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], {
    cwd: repoRoot,
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  try {
    return JSON.parse(output.stdout) as AuditReport;
  } catch {
    throw new Error(`npm audit answered no JSON: ${output.stdout.slice(0, 500)}`);
  }
}

function main(report: AuditReport): number {
  const counts = report.metadata?.vulnerabilities;
  if (counts) {
    const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, finding]) =>
      BLOCKING.includes(finding.severity),
    );
    console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
    for (const [name, finding] of blocking) console.log(`  ${finding.severity}: ${name}`);
    return blocking.length > 0 ? 1 : 0;
  }
  // The service's address is left out: the log names no registry host.
  const reason = (report.message ?? 'no message').replace(/https?:\/\/\S+/g, '<registry>');
  console.log(
    `npm audit --omit=dev: the advisory service could not be reached (${reason}). ` +
      'ADVISORIES WERE NOT CHECKED on this network.',
  );
  return process.argv.includes('--required') ? 1 : 0;
}

process.exitCode = main(await npmAudit());
