/**
 * The members export of the big club (ADR 017: streamed page by page): what a download costs the server. Timed from
 * the latency client (a process of its own, reading the body as a stream), while this process — the server's —
 * samples its own memory. The file must start before the query finishes — its first byte before the time the
 * export's whole read of the club takes (the same service, iterated in this process without HTTP, interleaved with
 * the downloads): an export that read every row before writing could not pass — and never sit in memory (growth
 * under EXPORT_GROWTH_BUDGET_MB).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { BIG_CLUB_SIZE, benchToken, type Seeded } from './bigClubs.js';
import { summarise } from './percentiles.js';

/** What the latency client answers for a download (times in ms from the request). */
export interface Download {
  status: number;
  /** The response's headers are in. */
  headers: number;
  /** The first chunk of the body is in. */
  firstByte: number;
  took: number;
  bytes: number;
  lines: number;
}

export const EXPORT_LABEL = `GET members export (whole club of ${BIG_CLUB_SIZE}, streamed)`;
const DOWNLOADS = 5;
const EXPORT_GROWTH_BUDGET_MB = 50;
const SAMPLE_EVERY_MS = 5;

const MB = 1024 * 1024;

/** Full collections before each baseline, so that garbage of an earlier download is not counted as growth. */
const collectGarbage = (() => {
  v8.setFlagsFromString('--expose_gc');
  return vm.runInNewContext('gc') as () => void;
})();

interface Growth {
  rss: number;
  /** The JS heap and the memory outside it (buffers; PGlite's WebAssembly memory). */
  heap: number;
}

/** Runs `during` while sampling this process's memory; answers its result and the peak growth over the level before. */
const sampled = async <T>(during: () => Promise<T>): Promise<[T, Growth]> => {
  collectGarbage();
  const heapOf = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: heapOf(before) };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heap = Math.max(peak.heap, heapOf(usage));
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  try {
    const result = await during();
    sample();
    return [result, { rss: (peak.rss - before.rss) / MB, heap: (peak.heap - heapOf(before)) / MB }];
  } finally {
    clearInterval(timer);
  }
};

/** Prints the figures of DOWNLOADS downloads after a warm-up; answers whether both budgets hold. */
export const benchMembersExport = async (
  base: string,
  seeded: Seeded,
  download: (url: string, init: RequestInit) => Promise<Download>,
  /** The export's whole read of the club, without HTTP: answers its time in ms. */
  readAll: () => Promise<number>,
): Promise<boolean> => {
  const url = `${base}/api/v2/clubs/${seeded.bigClub}/members/export`;
  const init: RequestInit = { headers: { authorization: `Bearer ${benchToken(seeded.admin)}` } };
  const once = async () => {
    const answer = await download(url, init);
    if (answer.status !== 200) throw new Error(`${EXPORT_LABEL}: expected 200, got ${answer.status}`);
    return answer;
  };
  await once();
  await readAll();
  const runs: [Download, Growth][] = [];
  const reads: number[] = [];
  for (let i = 0; i < DOWNLOADS; i++) {
    runs.push(await sampled(once));
    reads.push(await readAll());
  }
  const p50 = (values: number[]) => summarise(values).p50;
  const [first] = runs;
  const headers = p50(runs.map(([run]) => run.headers));
  const firstByte = p50(runs.map(([run]) => run.firstByte));
  const total = p50(runs.map(([run]) => run.took));
  const rss = Math.max(...runs.map(([, growth]) => growth.rss));
  const heap = Math.max(...runs.map(([, growth]) => growth.heap));
  const wholeRead = p50(reads);
  const streams = firstByte < wholeRead;
  const flat = rss < EXPORT_GROWTH_BUDGET_MB && heap < EXPORT_GROWTH_BUDGET_MB;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'OVER');
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `\n${EXPORT_LABEL}, ${DOWNLOADS} downloads after a warm-up (latency client, body read as a stream, brotli as a browser asks):` +
      `\n  file: ${((first?.[0].lines ?? 0) - 1).toLocaleString('en')} rows after the header, ${((first?.[0].bytes ?? 0) / MB).toFixed(1)} MB decompressed` +
      `\n  p50 headers ${ms(headers)} · first byte ${ms(firstByte)} · total ${ms(total)} (runs: ${runs.map(([run]) => `${run.firstByte.toFixed(0)}/${run.took.toFixed(0)}`).join(', ')} ms)` +
      `\n  first byte before the query finishes: first byte ${ms(firstByte)} < the whole read ${ms(wholeRead)} (the service iterated without HTTP, p50): ${verdict(streams)}` +
      `\n  server memory, peak over the level before each download (sampled every ${SAMPLE_EVERY_MS} ms): RSS +${rss.toFixed(1)} MB, heap and external +${heap.toFixed(1)} MB (budget < ${EXPORT_GROWTH_BUDGET_MB} MB): ${verdict(flat)}`,
  );
  return streams && flat;
};
