import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { contentChangeProblems, yamlProblem } from "#server/back-office/editing/content-check.ts";
import {
  createTempContentRepository,
  type TempContentRepository,
} from "#tests/support/temp-content-repository.ts";

describe("yamlProblem", () => {
  it("accepts a file as the editor writes it", () => {
    expect(yamlProblem("en:\n  title: A\nnl:\n  title: B\n")).toBeUndefined();
  });

  it("refuses more than 1 MB, saying the limit", () => {
    const big = `en:\n  title: "${"x".repeat(1024 * 1024)}"\n`;
    expect(yamlProblem(big)).toBe(
      `is ${big.length} bytes; a content file may hold at most 1 MB (1048576 bytes)`,
    );
  });

  it("refuses text that is not YAML with the parser's first error, on one line", () => {
    const problem = yamlProblem("en:\n  title: [unclosed\n  fee: 1\n");
    expect(problem).toMatch(/^YAML: \S.*$/);
    expect(problem).not.toContain("\n");
    expect(yamlProblem("en:\n  a: 1\n  a: 2\n")).toMatch(/^YAML: Map keys must be unique/);
  });

  it("refuses aliases and anchors, even unused", () => {
    expect(yamlProblem("en:\n  title: &t A\n  menuTitle: *t\n")).toBe(
      "YAML: uses an anchor (&t): content files need no anchors or aliases",
    );
    expect(yamlProblem("en:\n  title: &t A\n")).toBe(
      "YAML: uses an anchor (&t): content files need no anchors or aliases",
    );
    expect(yamlProblem("en:\n  modules: &list [a, b]\n")).toBe(
      "YAML: uses an anchor (&list): content files need no anchors or aliases",
    );
  });

  it("refuses a billion laughs at once, without expanding it", () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [index, name] of ["b", "c", "d", "e", "f", "g", "h", "i"].entries()) {
      const previous = String.fromCharCode("a".charCodeAt(0) + index);
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(",")}]`);
    }
    const started = performance.now();
    expect(yamlProblem(`${lines.join("\n")}\n`)).toBe(
      "YAML: uses an anchor (&a): content files need no anchors or aliases",
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ["a list", "- en\n- nl\n"],
    ["a scalar", "just text\n"],
    ["nothing", ""],
    ["only a comment", "# nothing here\n"],
  ])("refuses a document whose top level is %s", (_, raw) => {
    expect(yamlProblem(raw)).toBe(
      "YAML: expected a mapping at the top level (en: and the page under it)",
    );
  });
});

describe("contentChangeProblems", () => {
  let repository: TempContentRepository;
  const course = "content/courses/testing/istqb-foundation.yml";
  const onDisk = (file: string) => readFileSync(path.join(repository.root, file), "utf8");
  /** The course file with its English section changed by `edit`. */
  const editedCourse = (edit: (en: Record<string, unknown>) => void) => {
    const document = parse(onDisk(course));
    edit(document.en);
    return stringify(document);
  };

  // Each test on a copy of one repository made for the file.
  let template: TempContentRepository;
  beforeAll(async () => {
    template = await createTempContentRepository();
  });
  afterAll(() => template?.remove());
  beforeEach(async () => {
    repository = await template.copy();
  });
  afterEach(() => repository.remove());

  it("finds nothing in a valid change, and writes nothing", () => {
    const before = onDisk(course);
    const raw = editedCourse((en) => {
      en.fee = 550;
    });
    expect(contentChangeProblems(repository.contentDir, [{ path: course, raw }])).toEqual([]);
    expect(onDisk(course)).toBe(before);
  });

  it("names the file as content/..., the field and the reason, once for all languages", () => {
    const raw = editedCourse((en) => {
      en.fee = 499.5;
    });
    // The folder is a temp folder, far from the working directory: still content/....
    expect(contentChangeProblems(repository.contentDir, [{ path: course, raw }])).toEqual([
      `${course}: fee: expected a positive whole number of euro`,
    ]);
  });

  it("passes on the loader's refusal of an unknown key, with the near key", () => {
    const raw = editedCourse((en) => {
      en.run = [];
    });
    expect(contentChangeProblems(repository.contentDir, [{ path: course, raw }])).toEqual([
      `${course}: run: "run" is not a known key here; did you mean "runs"?`,
    ]);
  });

  it("passes on the loader's refusal of an unknown key at the top, once for all languages", () => {
    const raw = `${onDisk(course).replace(/^nl:/m, "nll:")}__proto__: {}\n`;
    expect(contentChangeProblems(repository.contentDir, [{ path: course, raw }])).toEqual([
      `${course}: nll: "nll" is not a known key here; did you mean "nl"?`,
      `${course}: __proto__: "__proto__" is not a known key here`,
    ]);
  });

  it("checks each language: a Dutch section's unknown key", () => {
    const document = parse(onDisk(course));
    document.nl = { ...document.nl, titel: "Cursus" };
    expect(
      contentChangeProblems(repository.contentDir, [{ path: course, raw: stringify(document) }]),
    ).toEqual([`${course}: nl.titel: "titel" is not a known key here; did you mean "title"?`]);
  });

  it("reports only the problems the change makes, not those already there", () => {
    // Someone broke another file by hand: not the editor's doing.
    const docker = "content/courses/scrum/psm.yml";
    const broken = parse(onDisk(docker));
    broken.en.fee = -1;
    writeFileSync(path.join(repository.root, docker), stringify(broken));
    const existing = `${docker}: fee: expected a positive whole number of euro`;

    const fine = editedCourse((en) => {
      en.fee = 550;
    });
    expect(contentChangeProblems(repository.contentDir, [{ path: course, raw: fine }])).toEqual([]);
    const wrong = editedCourse((en) => {
      en.maxAttendees = "five";
    });
    const found = contentChangeProblems(repository.contentDir, [{ path: course, raw: wrong }]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^content\/courses\/testing\/istqb-foundation\.yml: maxAttendees: /);
    expect(found).not.toContain(existing);
  });

  it("checks references across files: a deleted service the menu names", () => {
    expect(
      contentChangeProblems(repository.contentDir, [
        { path: "content/services/devops-services.yml", raw: null },
      ]),
    ).toContain('content/navigation.yml: servicesMenu.2: "devops-services" is not a service');
  });

  it("sees a new file, in a new folder too", () => {
    // The same course under a new name, in English only (its Dutch address would be taken).
    const raw = stringify({ en: parse(onDisk(course)).en });
    expect(
      contentChangeProblems(repository.contentDir, [
        { path: "content/courses/testing/istqb-foundation-again.yml", raw },
      ]),
    ).toEqual([]);
    expect(
      contentChangeProblems(repository.contentDir, [
        { path: "content/courses/security/istqb-foundation.yml", raw },
      ]),
    ).toEqual([
      "content/courses/security/: has no training family (content/training/security.yml)",
    ]);
    expect(
      contentChangeProblems(repository.contentDir, [
        { path: "content/courses/testing/istqb-foundation-again.yml", raw: onDisk(course) },
      ]),
    ).toEqual([
      'content/courses/testing/istqb-foundation-again.yml: slug: "istqb-foundation" is also the address of content/courses/testing/istqb-foundation.yml',
    ]);
  });

  it("accepts deleting a course, which nothing else names", () => {
    expect(contentChangeProblems(repository.contentDir, [{ path: course, raw: null }])).toEqual([]);
  });

  it("refuses a path outside content/: a caller's mistake, not an editor's", () => {
    expect(() =>
      contentChangeProblems(repository.contentDir, [{ path: "server/main.ts", raw: "" }]),
    ).toThrow(/not a path under content\//);
  });
});
