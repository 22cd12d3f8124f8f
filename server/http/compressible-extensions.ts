/**
 * Text types the build precompresses (scripts/build-steps/precompress.ts
 * writes .br and .gz) and the server sends so (static-files.ts). A module of
 * its own: the build step imports it under plain Node, without the server's
 * pages, which are .tsx (server/tsx-loader.ts).
 */
export const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".svg",
]);
