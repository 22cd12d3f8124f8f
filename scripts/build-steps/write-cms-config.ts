import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import {
  contentFiles,
  contentFolders,
  contentLanguages,
  defaultLanguage,
  type FileKind,
  type FolderKind,
} from "#src/content/content-files.ts";
import { editorBackend } from "#src/admin/decap-session.ts";
import { loadContent } from "#src/content/load-content.server.ts";
import {
  adminPath,
  defaultDecapServerPort,
  localEditorBackend,
} from "#server/http/admin-policy.ts";
import { type DecapField, decapFields } from "#scripts/cms/decap-fields.ts";

/** Where Decap CMS's prebuilt bundle comes from: our own node_modules, served from our origin. */
const decapDist = fileURLToPath(new URL("../../node_modules/decap-cms/dist", import.meta.url));

export interface CmsFamily {
  slug: string;
  label: string;
  groupIds: string[];
}

export interface CmsConfigOptions {
  families: CmsFamily[];
  /**
   * decap-server's port on this machine, for a build made by `npm run cms`
   * only: the editor then saves through that local backend. A production
   * build has none, so its editor never looks for a server on the visitor's
   * own machine.
   */
  decapServerPort?: number;
}

/**
 * The editor at /admin: Decap CMS's bundle, its page and its config.yml,
 * written into the build. The config is generated from the content table
 * (src/content/content-files.ts) and its Zod schemas, so every field, required
 * flag, limit and choice in the editor is the one the build checks; a kind of
 * content added to the table appears in the editor without a change here.
 *
 * Paths in the config are relative to the repository root (content/...), which
 * is what both Decap backends write to: git-gateway on Netlify commits there,
 * decap-server (`npm run cms`) writes the file on disk.
 */
export async function writeCmsConfig(client: string) {
  const admin = path.join(client, adminPath.slice(1));
  await mkdir(admin, { recursive: true });
  await copyDecapBundle(admin);
  await writeFile(path.join(admin, "index.html"), adminPage());
  const localBackend = localEditorBackend();
  const families = loadContent().trainingFamilies.map((family) => ({
    slug: family.slug,
    label: family.menuTitle,
    groupIds: family.groups.map((group) => group.id),
  }));
  const config = cmsConfig({
    families,
    ...(localBackend ? { decapServerPort: Number(new URL(localBackend).port) } : {}),
  });
  await writeFile(path.join(admin, "config.yml"), cmsConfigYaml(config));
  return config;
}

export function cmsConfig(options: CmsConfigOptions) {
  const port = options.decapServerPort;
  return {
    // Netlify: Identity logs staff in, Git Gateway commits their edits to main (docs/operator-guide.md).
    backend: { name: editorBackend, branch: "main" },
    // `npm run cms` only: on localhost, Decap uses decap-server instead.
    ...(port === undefined
      ? {}
      : {
          local_backend:
            port === defaultDecapServerPort ? true : { url: `http://localhost:${port}/api/v1` },
        }),
    // Required by Decap; no field uploads media today.
    media_folder: "content/media",
    // A new entry's file name is its address, made from its title: plain a-z, so
    // "Café Scrum" becomes cafe-scrum.yml, which the loader and the back office accept.
    slug: { encoding: "ascii", clean_accents: true },
    i18n: {
      // One file per page, a section per language (`en:`), as the loader reads it.
      structure: "single_file",
      locales: [...contentLanguages],
      default_locale: defaultLanguage,
    },
    collections: [
      ...Object.entries(contentFolders).flatMap(([name, kind]: [string, FolderKind]) =>
        kind.isPerFamily
          ? options.families.map((family) => perFamilyCollection(name, kind, family))
          : [folderCollection(name, kind, `content/${kind.folder}`, kind.label, {})],
      ),
      {
        name: "site",
        label: "Site details",
        format: "yaml",
        i18n: true,
        editor: { preview: false },
        files: Object.entries(contentFiles).map(([name, kind]: [string, FileKind]) => ({
          name,
          label: kind.label,
          file: `content/${kind.file}`,
          i18n: true,
          fields: decapFields(kind.schema),
        })),
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** One collection per training family, so a course's group is a choice among its family's groups. */
function perFamilyCollection(name: string, kind: FolderKind, family: CmsFamily) {
  return folderCollection(
    `${name}-${family.slug}`,
    kind,
    `content/${kind.folder}/${family.slug}`,
    `${kind.label}: ${family.label}`,
    // A choice among the family's groups: the slug pattern has nothing left to check.
    { group: { widget: "select", options: family.groupIds, pattern: undefined } },
  );
}

function folderCollection(
  name: string,
  kind: FolderKind,
  folder: string,
  label: string,
  overrides: Record<string, Partial<DecapField>>,
) {
  return {
    name,
    label,
    label_singular: kind.labelSingular,
    folder,
    extension: "yml",
    format: "yaml",
    create: true,
    // The file name is the page's address: /training/testing/<slug>.
    slug: "{{slug}}",
    identifier_field: kind.summaryField,
    summary: `{{${kind.summaryField}}}`,
    i18n: true,
    // Decap's preview knows none of our templates; the rebuilt site is the preview.
    editor: { preview: false },
    fields: decapFields(kind.schema, overrides),
  };
}

export function cmsConfigYaml(config: CmsConfig): string {
  return `# Written by scripts/build-steps/write-cms-config.ts from src/content/content-files.ts; do not edit.\n${stringify(config, { lineWidth: 0 })}`;
}

/**
 * The editor's page. noindex (and the X-Robots-Tag header, server/http/admin-policy.ts)
 * keeps it out of search results; the config URL is absolute so /admin and
 * /admin/ both find it.
 */
function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link rel="cms-config-url" type="text/yaml" href="${adminPath}/config.yml">
</head>
<body>
<script src="${adminPath}/decap-cms.js"></script>
</body>
</html>
`;
}

/**
 * decap-cms.js, the chunks it loads lazily and their wasm. The dist folder
 * also ships the same bundle a second time as cms.js (its old name) and
 * source maps; neither is needed.
 */
async function copyDecapBundle(admin: string) {
  const files = (await readdir(decapDist)).filter(
    (file) =>
      /(^|\.)decap-cms\.js$/.test(file) ||
      file.endsWith(".wasm") ||
      (file.endsWith(".LICENSE.txt") && file.startsWith("decap-cms")),
  );
  await Promise.all(
    files.map((file) => copyFile(path.join(decapDist, file), path.join(admin, file))),
  );
}
