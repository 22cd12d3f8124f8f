import { isAlias, isMap, parseDocument, visit } from "yaml";
import { contentLanguages } from "#src/content/content-files.ts";
import { ContentError, readContent } from "#src/content/load-content.server.ts";
import { contentPrefix } from "./editor-files.ts";

/**
 * What an edit from the back office must pass before anything is written: the
 * checks the build makes, run on the content as it would be after the edit,
 * so a save that would stop the next build is refused with the build's words.
 */

/** Far more than any page's file (the largest is a few kB); a bigger one is a mistake or an attack. */
export const maxContentFileBytes = 1024 * 1024;

/** A file's new text, or null for a file deleted. `path` is as the editor names it: content/... */
export interface ContentChange {
  path: string;
  raw: string | null;
}

/** Why `raw` cannot be a content file, before its fields are looked at; undefined when it can. */
export function yamlProblem(raw: string): string | undefined {
  const bytes = Buffer.byteLength(raw, "utf8");
  if (bytes > maxContentFileBytes) {
    return `is ${bytes} bytes; a content file may hold at most 1 MB (${maxContentFileBytes} bytes)`;
  }
  const document = parseDocument(raw);
  const [error] = document.errors;
  if (error) return `YAML: ${error.message.split("\n")[0]}`;
  // Content never needs anchors or aliases; refusing them outright also
  // refuses "billion laughs", a few lines that expand to gigabytes when read.
  let reuse: string | undefined;
  visit(document, {
    Node(_, node) {
      if (isAlias(node)) {
        reuse = `uses an alias (*${node.source}): content files need no anchors or aliases; write the value out`;
      } else if (node.anchor) {
        reuse = `uses an anchor (&${node.anchor}): content files need no anchors or aliases`;
      }
      return reuse ? visit.BREAK : undefined;
    },
  });
  if (reuse) return `YAML: ${reuse}`;
  if (!isMap(document.contents)) {
    return "YAML: expected a mapping at the top level (en: and the page under it)";
  }
  return undefined;
}

/**
 * The problems the build would report once `changes` are made, that it does
 * not report now: the whole content is checked, in every language, with the
 * changed files laid over those on disk (nothing is written). Problems already
 * there before are not the editor's doing and do not stop their save.
 * Each names its file as content/<...>, whatever the working directory.
 */
export function contentChangeProblems(contentDir: string, changes: ContentChange[]): string[] {
  const overlay = new Map<string, string | null>();
  for (const change of changes) {
    if (!change.path.startsWith(contentPrefix)) {
      throw new Error(`${change.path} is not a path under ${contentPrefix}`);
    }
    overlay.set(change.path.slice(contentPrefix.length), change.raw);
  }
  const introduced: string[] = [];
  for (const language of contentLanguages) {
    const before = new Set(problemsOf(() => readContent(contentDir, language, { folderName })));
    const after = problemsOf(() => readContent(contentDir, language, { overlay, folderName }));
    for (const problem of after) {
      if (before.has(problem)) continue;
      // A mistake in the English section comes back in every other language
      // as "nl.fee: ..." (the Dutch page takes the English facts): say it once.
      const asInEnglish = problem.replace(`: ${language}.`, ": ");
      if (introduced.includes(problem) || introduced.includes(asInEnglish)) continue;
      introduced.push(problem);
    }
  }
  return introduced;
}

/** What the problems name the content folder: the editor's own paths start with it. */
const folderName = contentPrefix.slice(0, -1);

function problemsOf(read: () => unknown): string[] {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
