import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import { databasePath } from "#server/store/store.ts";
import { enquiryForm, postEnquiry } from "#tests/support/enquiry-poster.ts";

/** `npm run dev` takes the contact form too, into DATA_DIR, on PORT. */
it("npm run dev stores a posted enquiry in DATA_DIR, on the port PORT names", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "dev-receiver-"));
  const port = await freePort();
  // Its own process group, so stopping it stops whatever it started.
  const dev = spawn(process.execPath, ["scripts/dev.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ENQUIRY_RATE_LIMIT: "0",
      ASTRO_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Astro colours its banner ("Local" in bold) when it thinks the terminal can show it.
  let output = "";
  dev.stdout?.on("data", (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString());
  });
  dev.stderr?.on("data", (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString());
  });
  try {
    await expect.poll(() => output, { timeout: 45_000, interval: 200 }).toMatch(/Local\s/);
    expect(output).toContain(`localhost:${port}`);
    const response = await postEnquiry(
      `http://localhost:${port}/`,
      enquiryForm({ phone: "0612345678", message: "Tried while developing." }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thanks");
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    expect(db.prepare("SELECT message FROM enquiries").all()).toEqual([
      { message: "Tried while developing." },
    ]);
    db.close();
  } finally {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
