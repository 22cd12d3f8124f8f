import path from "node:path";
import { hashInlineScripts } from "#scripts/build-steps/hash-inline-scripts.ts";
import { precompress } from "#scripts/build-steps/precompress.ts";
import { writeBuildSettings } from "#scripts/build-steps/write-build-settings.ts";
import { writeCmsConfig } from "#scripts/build-steps/write-cms-config.ts";
import { writeEnrolmentFiles } from "#scripts/build-steps/write-enrolment-files.ts";
import { writeIdentityEmails } from "#scripts/build-steps/write-identity-emails.ts";
import { writeNetlifyRedirects } from "#scripts/build-steps/write-netlify-redirects.ts";
import { writeSitemap } from "#scripts/build-steps/write-sitemap.ts";
import { registerTsxLoader } from "#server/tsx-loader.ts";

// The icons and share images are drawn by the pages' React components (.tsx),
// which Node loads once the loader is registered: those steps load after it.
registerTsxLoader();
const { writeIcons } = await import("#scripts/build-steps/write-icons.ts");
const { writeShareImages } = await import("#scripts/build-steps/write-share-images.ts");

/**
 * Steps after `astro build`, in order, over build/client. Each step is its
 * own module in scripts/build-steps/; compression must stay last because it
 * compresses what the others wrote.
 */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");

// Netlify: the old footer redirects and each language's 404 (our server reads the same tables).
await writeNetlifyRedirects(client);
await writeBuildSettings(client);
// Findability: sitemap + robots.txt, icons + manifest, share images (SITE_URL: scripts/build-site-url.ts).
const css = path.resolve("src/app.css");
await writeSitemap(client);
await writeIcons(client, css);
await writeShareImages(client, css);
// Enrolment: the receiver's catalogue beside client/, a calendar file per run.
await writeEnrolmentFiles(client);
// The editor at /admin: Decap CMS and its config, generated from the content schema.
// After the page steps (its page is not one of Astro's); the CSP step skips it.
await writeCmsConfig(client);
// Netlify Identity's e-mails to editors, linking to the editor's account page (/admin/account).
await writeIdentityEmails(client);
// CSP hashes: after every step that changes HTML.
await hashInlineScripts(client);
// Compression: always the last step.
await precompress(client);
