import { realpath } from "node:fs/promises";
import path from "node:path";

/**
 * Which files the editor at /admin may read and write: exactly those its
 * config's collections name, all under content/. Everything the browser sends
 * is a request to be checked, never a path to be trusted: the editor's
 * session is a person's, and its requests can be forged by anyone holding it.
 */

/** A folder collection: one file per entry, directly in the folder, named `<slug>.<extension>`. */
export interface EditorFolder {
  /** Repository-relative, posix: "content/courses/testing". */
  folder: string;
  /** Without the dot: "yml". */
  extension: string;
}

export interface EditorFiles {
  folders: EditorFolder[];
  /** Single files (a files collection), repository-relative: "content/company.yml". */
  files: string[];
}

export type ResolvedEditorPath = { path: string } | { problem: string };

/** Every path the editor uses starts here (Decap's paths are relative to the repository root). */
export const contentPrefix = "content/";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const extensionPattern = /^[a-z0-9]+$/;
/** Longer than any path the config can name; keeps messages short. */
const maxPathLength = 300;

/**
 * The folders and files the editor's config names. Collections naming
 * anything outside content/, or in a way resolveEditorPath would refuse, are
 * left out: the config is ours, but a mistake in it must not widen access.
 * Throws when the config has no list of collections (no build yet).
 */
export function editorFiles(config: unknown): EditorFiles {
  const collections = (config as { collections?: unknown } | null)?.collections;
  if (!Array.isArray(collections)) {
    throw new Error("The editor's configuration has no collections");
  }
  const folders: EditorFolder[] = [];
  const files: string[] = [];
  for (const collection of collections as Record<string, unknown>[]) {
    if (typeof collection !== "object" || collection === null) continue;
    const { folder, extension, files: collectionFiles } = collection;
    if (typeof folder === "string" && isContentPath(folder)) {
      // Decap's own default for a YAML collection without one.
      const fileExtension = typeof extension === "string" ? extension : "yml";
      if (extensionPattern.test(fileExtension)) folders.push({ folder, extension: fileExtension });
    }
    if (Array.isArray(collectionFiles)) {
      for (const entry of collectionFiles as { file?: unknown }[]) {
        const file = entry?.file;
        if (typeof file === "string" && isContentPath(file)) files.push(file);
      }
    }
  }
  return { folders, files };
}

/**
 * The repository-relative path of a file the editor may touch, or why not.
 * Only plain paths are accepted, already in the form the config gives them:
 * nothing is decoded or normalised into acceptance.
 */
export function resolveEditorPath(files: EditorFiles, requested: unknown): ResolvedEditorPath {
  if (typeof requested !== "string" || requested === "") {
    return { problem: "expected the path of a content file" };
  }
  const problem = pathFormProblem(requested);
  const shown = quote(requested);
  if (problem) return { problem: `${shown}: ${problem}` };
  if (files.files.includes(requested)) return { path: requested };

  const folder = path.posix.dirname(requested);
  const name = path.posix.basename(requested);
  const inFolder = files.folders.find((candidate) => candidate.folder === folder);
  if (!inFolder) {
    return { problem: `${shown}: is not a file the editor edits, nor in one of its folders` };
  }
  const suffix = `.${inFolder.extension}`;
  if (!name.endsWith(suffix)) {
    return { problem: `${shown}: a file in ${folder} must end in ${suffix}` };
  }
  if (!slugPattern.test(name.slice(0, -suffix.length))) {
    return {
      problem: `${shown}: the file name must be a slug (lower-case letters, digits and hyphens), then ${suffix}`,
    };
  }
  return { path: requested };
}

/** The one folder-collection listing the editor may ask for, or why not. */
export function resolveEditorFolder(
  files: EditorFiles,
  folder: unknown,
  extension: unknown,
): { folder: EditorFolder } | { problem: string } {
  const found = files.folders.find(
    (candidate) => candidate.folder === folder && candidate.extension === extension,
  );
  if (found) return { folder: found };
  return {
    problem: `${quote(String(folder))} (.${String(extension).slice(0, 20)}): is not a folder the editor edits`,
  };
}

/**
 * The file on disk for an editor path, once symbolic links are followed: it,
 * or for a file still to be made its nearest existing folder, must lie in the
 * content folder. A link in content/ pointing elsewhere is refused.
 */
export async function fileInContentFolder(
  contentDir: string,
  editorPath: string,
): Promise<{ file: string } | { problem: string }> {
  if (!editorPath.startsWith(contentPrefix)) {
    return { problem: `${quote(editorPath)}: is not in the content folder` };
  }
  const root = await realpath(contentDir);
  const file = path.join(contentDir, ...editorPath.slice(contentPrefix.length).split("/"));
  const outside = { problem: `${quote(editorPath)}: leads out of the content folder` };
  let existing = file;
  let real: string | undefined;
  while (real === undefined) {
    try {
      real = await realpath(existing);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      const parent = path.dirname(existing);
      if (parent === existing) return outside;
      existing = parent;
    }
  }
  const relative = path.relative(root, real);
  const isInside =
    relative !== ".." &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative) &&
    // The file itself may not be the content folder (a link to it).
    !(relative === "" && existing === file);
  return isInside ? { file } : outside;
}

/** Why a path is not a plain repository-relative path under content/, if it is not. */
function pathFormProblem(requested: string): string | undefined {
  if (requested.length > maxPathLength) return `is longer than ${maxPathLength} characters`;
  if (requested.includes("\0")) return "contains a NUL character";
  if (requested.includes("\\")) return "contains a backslash; paths use /";
  // No file the editor edits has a % in its name: whatever it encodes is refused, not decoded.
  if (requested.includes("%")) return "contains %; paths are not percent-encoded";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(requested)) return "contains a control character";
  if (requested.startsWith("/") || /^[a-zA-Z]:/.test(requested)) {
    return "is absolute; paths are relative to the repository";
  }
  const segments = requested.split("/");
  if (segments.some((segment) => segment === "." || segment === "..")) {
    return 'contains a "." or ".." segment';
  }
  if (segments.some((segment) => segment === "")) return "contains an empty segment (//)";
  if (!requested.startsWith(contentPrefix)) return "is not in the content folder";
  return undefined;
}

function isContentPath(candidate: string): boolean {
  return pathFormProblem(candidate) === undefined;
}

/** A path as a message shows it: quoted, control characters escaped, cut short. */
function quote(requested: string): string {
  return JSON.stringify(requested.length > 120 ? `${requested.slice(0, 120)}…` : requested);
}
