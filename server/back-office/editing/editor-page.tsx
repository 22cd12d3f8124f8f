import { backOfficePaths } from "#server/back-office/paths.ts";

/**
 * The editor inside the back office: Decap CMS from the live build (its
 * bundle, under /admin/), its configuration with our server as its backend
 * (/admin/config.yml), and first the script that tells Decap the back office's
 * session is its sign-in. Decap draws the whole page itself.
 */
export function EditorPage() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>Edit content · Back office</title>
        <link rel="cms-config-url" type="text/yaml" href={backOfficePaths.editorConfig} />
        <script src={`${backOfficePaths.assets}/editor-session.js`} />
      </head>
      <body>
        <script src="/admin/decap-cms.js" />
      </body>
    </html>
  );
}
