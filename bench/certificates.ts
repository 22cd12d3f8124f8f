import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerTsxLoader } from "#server/tsx-loader.ts";
import { resultsDir, writeResultsReadme } from "./results-readme.ts";

/**
 * `npm run bench:certificates` (and the end of `npm run bench`): certificates
 * of participation rendered per second in one process, as the certificate
 * mails' outbox renders them (each its own PDF, one after another). The
 * first render of a process is timed apart (fonts read, layout engine
 * started). Numbers depend on the machine. → bench/results/certificates.json
 *
 *   npm run bench:certificates [-- --count 200]
 */
registerTsxLoader();
const { renderSampleCertificate: render } = await import("./sample-certificate.ts");

const { values } = parseArgs({ options: { count: { type: "string", default: "200" } } });
const count = Number(values.count);

const firstStart = performance.now();
const first = await render(0);
const firstMs = performance.now() - firstStart;

const start = performance.now();
for (let index = 1; index <= count; index += 1) await render(index);
const seconds = (performance.now() - start) / 1000;

const output = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? "unknown",
  count,
  firstMs: Math.round(firstMs),
  certificatesPerSecond: Number((count / seconds).toFixed(1)),
  msPerCertificate: Number(((seconds * 1000) / count).toFixed(1)),
  loadAverage: loadavg()[0] ?? 0,
  pdfBytes: first.length,
};
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "certificates.json"), `${JSON.stringify(output, null, 2)}\n`);
await writeResultsReadme();
console.log(
  `certificates: first ${output.firstMs} ms, then ${output.certificatesPerSecond} PDFs/s (${output.msPerCertificate} ms each; load ${output.loadAverage.toFixed(1)}); PDF ${output.pdfBytes} bytes`,
);
