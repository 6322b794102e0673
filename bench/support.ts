// What bench/server.ts and bench/npm-start.ts share: figures, tables, progress lines, plain requests.
import { readFileSync } from 'node:fs';

export type Headers = Record<string, string>;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? NaN;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const progress = (message: string) => console.error(`… ${message}`);

/** A process's resident memory in MiB. */
export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A GET's status, its body read to the end. */
export async function statusOf(url: string, headers: Headers = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status;
}

/** A markdown table. */
export const table = (head: string[], rows: (string | number)[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
