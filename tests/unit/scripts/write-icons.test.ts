import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeIcons } from "#scripts/build-steps/write-icons.ts";
import { readColorTokens, type Rgb } from "#scripts/images/color-tokens.ts";
import { svgDocument } from "#scripts/images/svg-document.ts";

const css = path.resolve("src/app.css");
let client: string;
let tokens: Awaited<ReturnType<typeof readColorTokens>>;
beforeAll(async () => {
  client = await mkdtemp(path.join(tmpdir(), "icons-"));
  tokens = await readColorTokens(css);
  await writeIcons(client, css);
});
afterAll(() => rm(client, { recursive: true, force: true }));

/** The colour of one pixel of a PNG (x, y as fractions of its size). */
async function pixel(file: string, x: number, y: number) {
  const { data, info } = await sharp(path.join(client, file))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels;
  return { rgb: [data[at], data[at + 1], data[at + 2]] as Rgb, alpha: data[at + 3], info };
}

describe("writeIcons", () => {
  it("draws the logo's mark in the site's colours: brand tile, white chevron, amber dot", async () => {
    // On the mark's 36-unit grid, the glyph scaled about the centre (18, 18).
    const glyphScales = { "icon-192.png": 1, "icon-512.png": 1, "apple-touch-icon.png": 0.8 };
    for (const [file, scale] of Object.entries(glyphScales)) {
      const at = (x: number, y: number) =>
        pixel(file, (18 + (x - 18) * scale) / 36, (18 + (y - 18) * scale) / 36);
      expect((await at(18, 3)).rgb, `${file}: tile`).toEqual(tokens.base("brand-700"));
      expect((await at(18, 24)).rgb, `${file}: dot`).toEqual(tokens.base("accent-400"));
      // Halfway along the chevron's left leg, from (9, 24) to (18, 10).
      expect((await at(13.5, 17)).rgb, `${file}: chevron`).toEqual([255, 255, 255]);
    }
  });

  it("rounds the corners of the tile, except where the platform does (iOS, maskable)", async () => {
    expect((await pixel("icon-512.png", 0, 0)).alpha).toBe(0);
    for (const file of ["apple-touch-icon.png", "icon-maskable-512.png"]) {
      const corner = await pixel(file, 0, 0);
      expect([corner.rgb, corner.alpha], file).toEqual([tokens.base("brand-700"), 255]);
    }
  });

  it("writes each PNG at the size the manifest and the page head name", async () => {
    const sizes = {
      "apple-touch-icon.png": 180,
      "icon-192.png": 192,
      "icon-512.png": 512,
      "icon-maskable-512.png": 512,
    };
    for (const [file, size] of Object.entries(sizes)) {
      const { info } = await pixel(file, 0, 0);
      expect([info.width, info.height], file).toEqual([size, size]);
    }
    const manifest = JSON.parse(await readFile(path.join(client, "site.webmanifest"), "utf8"));
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      "/icon-192.png",
      "/icon-512.png",
      "/icon-maskable-512.png",
    ]);
  });

  it("writes favicon.ico with a 16, 32 and 48 pixel PNG", async () => {
    const ico = await readFile(path.join(client, "favicon.ico"));
    expect(ico.readUInt16LE(4)).toBe(3);
    const sizes = [0, 1, 2].map((index) => ico[6 + index * 16]);
    expect(sizes).toEqual([16, 32, 48]);
    const offset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(offset + 1, offset + 4).toString("ascii")).toBe("PNG");
  });
});

describe("svgDocument", () => {
  it("colours the components' Tailwind classes with the site's tokens", () => {
    const svg = svgDocument(
      '<rect class="fill-brand-700"></rect><g class="text-brand-950 hidden"></g>',
      { width: 10, height: 10 },
      tokens.base,
    );
    expect(svg).toContain(`<style>.fill-brand-700{fill:#`);
    expect(svg).toMatch(/\.text-brand-950\{color:#[0-9a-f]{6}\}<\/style>/);
  });

  it("stops at a colour class the tokens do not define, instead of drawing black", () => {
    expect(() =>
      svgDocument('<rect class="fill-nowhere-500"></rect>', { width: 1, height: 1 }, tokens.base),
    ).toThrow(/--color-nowhere-500/);
  });
});
