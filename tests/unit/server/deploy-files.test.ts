import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readConfig } from "#server/config.ts";
import { pagesHealthPath } from "#server/site-server.ts";

const unit = readFileSync(
  new URL("../../../deploy/consultancy-site.service", import.meta.url),
  "utf8",
);
const caddyfile = readFileSync(new URL("../../../deploy/Caddyfile", import.meta.url), "utf8");

/** The unit's Environment= settings, as the server will read them. */
function unitEnvironment(): Record<string, string> {
  return Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]),
  );
}

describe("deploy/consultancy-site.service", () => {
  it("runs what npm start runs, restarts on failure and stops with SIGTERM", () => {
    expect(unit).toMatch(/^ExecStart=\S*node server\/main\.ts$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it("gives settings the server accepts: loopback, one trusted proxy, HSTS, a writable DATA_DIR", () => {
    const env = unitEnvironment();
    const config = readConfig(env);
    expect(config).toMatchObject({
      host: "127.0.0.1",
      trustedProxyHops: 1,
      hsts: true,
      dataDir: "/var/lib/consultancy-site",
    });
    expect(unit).toMatch(/^StateDirectory=consultancy-site$/m);
    expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/consultancy-site$/m);
  });

  it("lets the back office write the content, the repository's .git and the builds, and nothing else of the system", () => {
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^ProtectHome=true$/m);
    const workingDirectory = /^WorkingDirectory=(.+)$/m.exec(unit)?.[1];
    const writable = [...unit.matchAll(/^ReadWritePaths=(.+)$/gm)].flatMap((match) =>
      (match[1] ?? "").split(/\s+/),
    );
    const { BUILD_DIR, DATA_DIR } = unitEnvironment();
    expect(writable.sort()).toEqual(
      [
        DATA_DIR,
        `${workingDirectory}/content`,
        `${workingDirectory}/.git`,
        `${workingDirectory}/${BUILD_DIR}`,
        // Astro writes its generated types there on every build (not configurable).
        `${workingDirectory}/.astro`,
      ].sort(),
    );
  });
});

describe("deploy/Caddyfile", () => {
  it("proxies to the address and port the unit listens on", () => {
    const { HOST, PORT } = unitEnvironment();
    expect(caddyfile).toMatch(new RegExp(`^\\s*reverse_proxy ${HOST}:${PORT} \\{$`, "m"));
  });

  // A store fault fails /healthz; Caddy taking the upstream out would take every page down.
  it("checks whether pages can be served, not the store", () => {
    expect(caddyfile).toMatch(new RegExp(`^\\s*health_uri ${pagesHealthPath}$`, "m"));
  });

  it("does not compress again what the server sends precompressed", () => {
    expect(caddyfile).not.toMatch(/^\s*encode\b/m);
  });
});
