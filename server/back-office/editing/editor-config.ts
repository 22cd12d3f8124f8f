import { isMap, parseDocument } from "yaml";

/** Where the self-hosted editor sends its requests (editor-api.ts answers them). */
export const defaultProxyUrl = "/admin/api/v1";

/**
 * The editor's config for the self-hosted site: the release's config.yml
 * (written for Netlify's git-gateway) with Decap's "proxy" backend instead,
 * so every read and save goes through our server, which checks and commits
 * it. `local_backend` (a build for `npm run cms`) is dropped: the editor must
 * not save through a decap-server on the editor's own machine.
 */
export function proxyEditorConfig(releaseConfigYaml: string, proxyUrl = defaultProxyUrl): string {
  const document = parseDocument(releaseConfigYaml);
  const [error] = document.errors;
  if (error) throw new Error(`The editor's config.yml cannot be read: ${error.message}`);
  if (!isMap(document.contents)) throw new Error("The editor's config.yml is not a mapping");
  document.set(
    "backend",
    document.createNode({ name: "proxy", proxy_url: proxyUrl, branch: "main" }),
  );
  document.delete("local_backend");
  return document.toString({ lineWidth: 0 });
}
