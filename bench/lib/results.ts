// Every benchmark writes one JSON file under bench/results, overwritten on each run, with the
// machine it ran on: a figure without its hardware and Node version cannot be compared.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const resultsDir = path.resolve(import.meta.dirname, '../results');

export function machineInfo() {
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuCount: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
}

/** Writes bench/results/<name>.json and returns its path. */
export async function writeResults(name: string, figures: object): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const document = { date: new Date().toISOString(), machine: machineInfo(), ...figures };
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}
