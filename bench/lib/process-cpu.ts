// CPU seconds a process has used so far, read from /proc on Linux. Throughput depends on what
// else the machine is doing; CPU time per request much less so, which makes it the better
// figure for comparing two servers on a busy or shared machine.
import { readFile } from 'node:fs/promises';

/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on every mainstream Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** undefined where /proc is not available (macOS, Windows) or the process has gone. */
export async function processCpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces, so count fields from its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const userTicks = Number(fields[11]);
    const systemTicks = Number(fields[12]);
    if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return undefined;
    return (userTicks + systemTicks) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
