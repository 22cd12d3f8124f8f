import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { layers } from "./architecture-layers.ts";

/**
 * `npm run check:architecture` (part of `npm run lint`): the house rules that
 * docs/architecture.md draws, checked over the source:
 * - a folder imports only the folders below it (`layers`), so a lower part
 *   never learns about one that uses it, and no two files import each other
 *   round a circle;
 * - one import style: `#src/…`, `#server/…` (Node subpath imports, which
 *   TypeScript and Vite resolve too) for another folder, `./` for a sibling;
 * - no source file over 400 lines, and only the process's entry files at the
 *   top of server/;
 * - a language is chosen in src/i18n/, not in branches spread over the code;
 * - the store's schema (its tables, indexes, triggers and columns) is made
 *   and changed only by the migrations in server/store/migrations/, so each
 *   store's schema version says what it holds;
 * - the server writes HTML one way: React elements rendered by
 *   `renderDocument` (server/http/render-document.ts), never a document put
 *   together from strings, and no `dangerouslySetInnerHTML` in its pages.
 */

// The table lives in its own module (this file reached its 400 lines); re-exported for its readers.
export { layers };

/** Folders whose imports are not layered: they stand beside the site and may use any part. */
const unlayered = ["scripts", "tests", "bench"];
const sourceRoots = ["src", "server", "scripts", "tests", "bench"];
const sourceFile = /\.(ts|tsx)$/;
/** Where the store's schema statements may stand (tests and their fixtures aside). */
const migrationsFolder = "server/store/migrations/";
const schemaFile = /\.(ts|tsx|sql)$/;
const schemaStatement =
  /\b(?:CREATE\s+(?:(?:UNIQUE|TEMP|TEMPORARY|VIRTUAL)\s+)*(?:TABLE|INDEX|TRIGGER|VIEW)|ALTER\s+TABLE)\b/i;
const maxLines = 400;
const maxServerTopFiles = 6;
/** Where a language may still be chosen outside src/i18n/ (a file and why is in the architecture doc). */
const maxLanguageBranches = 3;
const languageBranch =
  /\b(?:lang|language)\s*[!=]==\s*"(?:en|nl)"|"(?:en|nl)"\s*[!=]==\s*\w*(?:lang|language)\b/gi;

/** Markup that starts a document: in a string, it means a page is being built by hand. */
const documentMarkup = /<!doctype\b|<html\b|<body\b/i;
/** The one function that may write a doctype: before React's output. */
const documentRenderer = { file: "server/http/render-document.ts", name: "renderDocument" };

export interface ArchitectureProblem {
  file: string;
  problem: string;
}

function walk(dir: string, pattern = sourceFile): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...walk(full, pattern));
    else if (pattern.test(entry)) files.push(full);
  }
  return files;
}

const isTestFile = (file: string) => file.startsWith("tests/") || /\.test\.tsx?$/.test(file);

/** The folder a file belongs to for layering: src/<part>, server/<part>, server itself, or a root. */
export function layerOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "src" || parts[0] === "server") {
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return parts[0] ?? file;
}

interface AstNode {
  type?: string;
  name?: unknown;
  value?: unknown;
  id?: { name?: unknown } | null;
  source?: { value?: unknown };
}

/** Every node of a parsed file, with the name of the function it stands in (if named). */
function walkAst(
  node: unknown,
  visit: (node: AstNode, inFunction?: string) => void,
  inFunction?: string,
) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walkAst(child, visit, inFunction);
    return;
  }
  const n = node as AstNode & { init?: { type?: string } };
  visit(n, inFunction);
  const named =
    n.type === "FunctionDeclaration" ||
    (n.type === "VariableDeclarator" && /Function/.test(n.init?.type ?? ""));
  const inner = named && typeof n.id?.name === "string" ? n.id.name : inFunction;
  for (const value of Object.values(n)) {
    if (value && typeof value === "object") walkAst(value, visit, inner);
  }
}

function importsOf(body: unknown): string[] {
  const specifiers: string[] = [];
  walkAst(body, (n) => {
    if (
      (n.type === "ImportDeclaration" ||
        n.type === "ExportNamedDeclaration" ||
        n.type === "ExportAllDeclaration" ||
        n.type === "ImportExpression") &&
      typeof n.source?.value === "string"
    ) {
      specifiers.push(n.source.value);
    }
  });
  return specifiers;
}

/**
 * Server code that writes HTML by hand: a string or template literal holding
 * a document's markup (outside the one renderer), or `dangerouslySetInnerHTML`.
 * Comments and JSX are not strings, so `<html>` in JSX is fine.
 */
function handWrittenHtml(file: string, body: unknown): string[] {
  const problems = new Set<string>();
  walkAst(body, (n, inFunction) => {
    const strings =
      n.type === "Literal" && typeof n.value === "string"
        ? [n.value]
        : n.type === "TemplateElement"
          ? [(n.value as { raw: string }).raw]
          : [];
    const isRenderer = file === documentRenderer.file && inFunction === documentRenderer.name;
    if (!isRenderer && strings.some((text) => documentMarkup.test(text))) {
      problems.add(
        `builds an HTML document from a string${inFunction ? ` (in ${inFunction})` : ""}: render a React element with renderDocument (${documentRenderer.file})`,
      );
    }
    const name = n.type === "Literal" ? n.value : n.name;
    if (file.startsWith("server/") && name === "dangerouslySetInnerHTML") {
      problems.add("uses dangerouslySetInnerHTML: a server page's text is React's, escaped");
    }
  });
  return [...problems];
}

/** The repository path a specifier names, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("#")) return specifier.slice(1);
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return undefined;
}

export function checkArchitecture(root = process.cwd()): ArchitectureProblem[] {
  const problems: ArchitectureProblem[] = [];
  const files = sourceRoots
    .flatMap((dir) => walk(path.join(root, dir)))
    .map((file) => path.relative(root, file).split(path.sep).join("/"));
  const graph = new Map<string, string[]>();
  let languageBranches = 0;

  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const lines = text.split("\n").length;
    const isTest = isTestFile(file);
    if (!isTest && lines > maxLines) {
      problems.push({ file, problem: `${lines} lines, more than ${maxLines}` });
    }
    if (!file.startsWith("src/i18n/") && !isTest && !file.startsWith("tests/")) {
      languageBranches += text.match(languageBranch)?.length ?? 0;
    }
    const { body } = parseAst(text, { lang: file.endsWith(".tsx") ? "tsx" : "ts" });
    if (!isTest && (file.startsWith("server/") || /^src\/.*\.server\.tsx?$/.test(file))) {
      for (const problem of handWrittenHtml(file, body)) problems.push({ file, problem });
    }
    const from = layerOf(file);
    const edges: string[] = [];
    for (const specifier of importsOf(body)) {
      if (specifier.startsWith("../")) {
        problems.push({
          file,
          problem: `imports ${specifier}: use #<folder>/… outside its folder`,
        });
      }
      const to = target(file, specifier);
      if (!to) continue;
      if (specifier.startsWith("#") && path.posix.dirname(to) === path.posix.dirname(file)) {
        problems.push({ file, problem: `imports its sibling as ${specifier}: use ./` });
      }
      edges.push(to);
      const toLayer = layerOf(to);
      if (toLayer === from || unlayered.includes(from)) continue;
      if (unlayered.includes(toLayer) || !(layers[from] ?? []).includes(toLayer)) {
        problems.push({ file, problem: `${from} may not import ${toLayer} (${specifier})` });
      }
    }
    graph.set(file, edges);
  }

  for (const file of sourceRoots.flatMap((dir) => walk(path.join(root, dir), schemaFile))) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (isTestFile(relative) || relative.startsWith(migrationsFolder)) continue;
    const statement = readFileSync(file, "utf8").match(schemaStatement)?.[0];
    if (statement) {
      problems.push({
        file: relative,
        problem: `${statement}: the store's tables, indexes, triggers and columns are made and changed only by a migration in ${migrationsFolder} (docs/decisions/0022-numbered-migrations.md)`,
      });
    }
  }

  const serverTop = files.filter(
    (file) => /^server\/[^/]+\.tsx?$/.test(file) && !file.endsWith(".test.ts"),
  );
  if (serverTop.length > maxServerTopFiles) {
    problems.push({
      file: "server/",
      problem: `${serverTop.length} source files at the top, more than ${maxServerTopFiles}: ${serverTop.join(", ")}`,
    });
  }
  if (languageBranches > maxLanguageBranches) {
    problems.push({
      file: "src/, server/",
      problem: `${languageBranches} language branches outside src/i18n/, more than ${maxLanguageBranches}`,
    });
  }
  for (const cycle of cycles(graph)) {
    problems.push({
      file: cycle[0] ?? "",
      problem: `imports round a circle: ${cycle.join(" → ")}`,
    });
  }
  return problems;
}

/** Every circle of imports among the non-test files, each reported once. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    if (onStack.has(file)) {
      found.push([...stack.slice(stack.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    onStack.add(file);
    stack.push(file);
    for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next);
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

if (import.meta.main) {
  const problems = checkArchitecture();
  for (const { file, problem } of problems) console.error(`${file}: ${problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} architecture problems (docs/architecture.md)`);
    process.exit(1);
  }
  console.log(
    "architecture: layers, import style, file sizes, server/ top, the store's schema and server HTML as agreed",
  );
}
