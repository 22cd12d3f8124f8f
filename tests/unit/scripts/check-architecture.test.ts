import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkArchitecture } from "#scripts/check-architecture.ts";

/**
 * `npm run check:architecture` over a small tree of its own: the files
 * planted here are all it reads.
 */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "architecture-"));
  for (const folder of ["src", "server", "scripts", "tests", "bench"]) {
    await mkdir(path.join(root, folder));
  }
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
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
