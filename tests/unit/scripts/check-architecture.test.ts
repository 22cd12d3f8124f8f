import { mkdirSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkArchitecture } from "#scripts/check-architecture.ts";

/**
 * The architecture check on small made-up repositories: each rule names the
 * file that breaks it. (The real repository is checked by `npm run lint`.)
 */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "architecture-"));
  for (const folder of ["src", "server", "scripts", "tests", "bench"]) {
    mkdirSync(path.join(root, folder));
  }
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const problemsOf = () => checkArchitecture(root).map(({ file, problem }) => `${file}: ${problem}`);

describe("the store's schema", () => {
  const exec = (sql: string) =>
    `export const up = (db: { exec(sql: string): void }) => db.exec(\`${sql}\`);\n`;

  it("may be made and changed in the migrations, in tests and in their fixtures", () => {
    write(
      "server/store/migrations/0001-baseline.ts",
      exec("CREATE TABLE IF NOT EXISTS notes (text TEXT)"),
    );
    write("server/store/migrations/0002-index.sql", "CREATE INDEX notes_text ON notes (text);\n");
    write("server/store/migrations/0003-column.sql", "ALTER TABLE notes ADD COLUMN at TEXT;\n");
    write("tests/unit/store/notes.test.ts", exec("CREATE TABLE notes (text TEXT)"));
    write(
      "tests/fixtures/stores/old.sql",
      "CREATE TABLE notes (text TEXT);\nCREATE TRIGGER t AFTER DELETE ON notes BEGIN SELECT 1; END;\n",
    );
    write(
      "server/notes/notes-tables.ts",
      exec("INSERT INTO notes (text) VALUES ('a table, created')"),
    );
    expect(problemsOf()).toEqual([]);
  });

  it.each([
    [
      "a table",
      "server/invoices/invoice-tables.ts",
      exec("CREATE TABLE IF NOT EXISTS invoices (id INTEGER)"),
      "CREATE TABLE",
    ],
    [
      "a temporary table",
      "server/invoices/invoice-tables.ts",
      exec("create temp table scratch (id integer)"),
      "create temp table",
    ],
    [
      "an index",
      "server/enquiries/enquiry-tables.ts",
      exec("CREATE UNIQUE INDEX IF NOT EXISTS x ON enquiries (email)"),
      "CREATE UNIQUE INDEX",
    ],
    [
      "a trigger",
      "server/runs/run-mail-queue.ts",
      exec("CREATE TRIGGER IF NOT EXISTS t AFTER DELETE ON enquiries BEGIN SELECT 1; END"),
      "CREATE TRIGGER",
    ],
    [
      "a column",
      "server/back-office/access/session-tables.ts",
      exec("ALTER TABLE sessions ADD COLUMN browser TEXT"),
      "ALTER TABLE",
    ],
    [
      "a table beside the store",
      "server/store/database.ts",
      exec("CREATE TABLE health_probe (id INTEGER)"),
      "CREATE TABLE",
    ],
    [
      "a table in a script",
      "scripts/make-store.ts",
      exec("CREATE TABLE x (id INTEGER)"),
      "CREATE TABLE",
    ],
    [
      "a table in SQL outside the migrations",
      "server/store/schema.sql",
      "CREATE TABLE x (id INTEGER);\n",
      "CREATE TABLE",
    ],
  ])("is refused when %s is made or changed anywhere else", (_, file, text, statement) => {
    write(file, text);
    expect(problemsOf()).toEqual([
      `${file}: ${statement}: the store's tables, indexes, triggers and columns are made and changed only by a migration in server/store/migrations/ (docs/decisions/0022-numbered-migrations.md)`,
    ]);
  });
});

async function plant(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

const renderer = `import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function renderDocument(page: ReactElement): string {
  return \`<!DOCTYPE html>\${renderToStaticMarkup(page)}\`;
}
`;

/** A page as the server writes it: JSX, and `<html>` in a comment. */
const reactPage = `// The whole document, <html lang> included.
export function AnswerPage(props: { title: string }) {
  return (
    <html lang="en">
      <body>
        <h1>{props.title}</h1>
      </body>
    </html>
  );
}
`;

describe("one way to write HTML on the server", () => {
  it("accepts React pages and the one renderer that prepends the doctype", async () => {
    await plant({
      "server/http/render-document.ts": renderer,
      "server/http/answer-page.tsx": reactPage,
    });
    expect(checkArchitecture(root)).toEqual([]);
  });

  it("refuses a page built from a template string under server/", async () => {
    await plant({
      "server/http/render-document.ts": renderer,
      "server/http/answer-page.ts": `export function answerPage(title: string) {
  return \`<!DOCTYPE html>
<html lang="en"><title>\${title}</title></html>\`;
}
`,
    });
    expect(checkArchitecture(root)).toEqual([
      {
        file: "server/http/answer-page.ts",
        problem:
          "builds an HTML document from a string (in answerPage): render a React element with renderDocument (server/http/render-document.ts)",
      },
    ]);
  });

  it("refuses strings of a document's markup in server-side src/ too, however joined", async () => {
    await plant({
      "src/content/page-shell.server.ts": `export const open = (lang: string) => '<html lang="' + lang + '">';`,
      "server/enquiries/thanks.ts": `export const thanks = (text: string) => \`<BODY>\${text}</BODY>\`;`,
      // Browser and build code is not the server's: its strings are its own.
      "src/components/example.tsx": `export const markup = "<html>";`,
    });
    expect(
      checkArchitecture(root)
        .map(({ file }) => file)
        .sort(),
    ).toEqual(["server/enquiries/thanks.ts", "src/content/page-shell.server.ts"]);
  });

  it("lets only renderDocument write the doctype, not another function beside it", async () => {
    await plant({
      "server/http/render-document.ts": `${renderer}
export function renderLegacy(body: string): string {
  return "<!doctype html>" + body;
}
`,
    });
    expect(checkArchitecture(root)).toEqual([
      {
        file: "server/http/render-document.ts",
        problem:
          "builds an HTML document from a string (in renderLegacy): render a React element with renderDocument (server/http/render-document.ts)",
      },
    ]);
  });

  it("refuses dangerouslySetInnerHTML in a server page, in JSX or as a prop object", async () => {
    await plant({
      "server/back-office/views/notice.tsx": `export function Notice(props: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: props.html }} />;
}
`,
      "server/http/answer.ts": `import { createElement } from "react";
export const answer = (html: string) => createElement("p", { dangerouslySetInnerHTML: { __html: html } });
`,
      // The site's build-time components may (JSON-LD), and the server's tests are not pages.
      "src/components/json-ld.tsx": `export const JsonLd = (props: { json: string }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: props.json }} />
);
`,
      "server/http/answer.test.ts": `export const planted = { dangerouslySetInnerHTML: "<html>" };`,
    });
    const problems = checkArchitecture(root).sort((a, b) => a.file.localeCompare(b.file));
    expect(problems).toEqual([
      {
        file: "server/back-office/views/notice.tsx",
        problem: "uses dangerouslySetInnerHTML: a server page's text is React's, escaped",
      },
      {
        file: "server/http/answer.ts",
        problem: "uses dangerouslySetInnerHTML: a server page's text is React's, escaped",
      },
    ]);
  });
});
