import { describe, expect, it } from "vitest";
import * as z from "zod";
import { contentFiles, contentFolders, contentLanguages } from "#src/content/content-files.ts";
import { line, list, paragraph, wholeNumber } from "#src/content/schema/fields.ts";
import { type DecapField, decapFields } from "#scripts/cms/decap-fields.ts";
import { cmsConfig } from "#scripts/build-steps/write-cms-config.ts";
import {
  adminContentSecurityPolicy,
  editorPolicy,
  localEditorBackend,
} from "#server/http/admin-policy.ts";

/** The editor's configuration mirrors the schema the build validates with. */
const families = [
  { slug: "testing", label: "Testing", groupIds: ["istqb", "automation-testing"] },
  { slug: "scrum", label: "Scrum", groupIds: ["scrum-certifications"] },
];
const config = cmsConfig({ families });

function field(fields: DecapField[] | undefined, name: string): DecapField {
  const found = fields?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe("the generated editor config", () => {
  const testing = config.collections.find((c) => c.name === "courses-testing");

  it("has a course collection per training family, in its own folder", () => {
    expect(testing).toMatchObject({
      folder: "content/courses/testing",
      extension: "yml",
      format: "yaml",
      create: true,
      slug: "{{slug}}",
      i18n: true,
    });
    expect(config.collections.find((c) => c.name === "courses-scrum")).toBeDefined();
  });

  it("names a new entry's file in plain a-z, which the loader and the back office accept", () => {
    // Decap keeps accents by default: "Café Scrum" would become a file name no slug allows.
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true });
  });

  it("gives a course's facts the build's types, limits and choices", () => {
    const fields = testing && "fields" in testing ? testing.fields : undefined;
    expect(field(fields, "fee")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      required: false,
      i18n: "none",
    });
    expect(field(fields, "title")).toMatchObject({ widget: "string", i18n: true });
    expect(field(fields, "title").required).toBeUndefined();
    expect(field(fields, "certificate").required).toBe(false);
    expect(field(fields, "group")).toMatchObject({
      widget: "select",
      options: ["istqb", "automation-testing"],
    });
    expect(field(fields, "modules")).toMatchObject({ widget: "list", min: 1 });
    expect(field(fields, "modules").field?.widget).toBe("string");
    const benefits = field(fields, "benefits");
    expect(field(benefits.fields, "icon").widget).toBe("select");
    expect(field(benefits.fields, "description").widget).toBe("text");
  });

  it("gives a run its places in all, 0 allowed (only a waiting list), and no places left to type", () => {
    const fields = testing && "fields" in testing ? testing.fields : undefined;
    const runFields = field(fields, "runs").fields;
    expect(field(runFields, "capacity")).toMatchObject({
      label: "Places in all",
      widget: "number",
      value_type: "int",
      min: 0,
      required: false,
      i18n: "none",
    });
    expect(runFields?.some((candidate) => candidate.name === "seats")).toBe(false);
  });

  it("gives a run its minimum participants and decision date, and the terms their days before the start, at least 14", () => {
    const fields = testing && "fields" in testing ? testing.fields : undefined;
    const runFields = field(fields, "runs").fields;
    expect(field(runFields, "minimum")).toMatchObject({
      label: "Minimum participants",
      widget: "number",
      value_type: "int",
      min: 1,
      required: false,
      i18n: "none",
    });
    expect(field(runFields, "decisionDate")).toMatchObject({
      label: "Decision date",
      widget: "datetime",
      required: false,
      i18n: "none",
    });
    const site = config.collections.find((c) => c.name === "site");
    const terms = (site && "files" in site ? site.files : []).find(
      (file) => file.file === "content/pages/course-terms.yml",
    );
    expect(field(terms?.fields, "decisionDays")).toMatchObject({
      label: "Days before the start we decide on a run",
      widget: "number",
      value_type: "int",
      min: 14,
      required: false,
      i18n: "none",
    });
    expect(field(terms?.fields, "decisionDays").hint).toContain("{decisionDays}");
  });

  it("has a collection or file for every kind in the content table", () => {
    const names = config.collections.map((c) => c.name);
    for (const [name, kind] of Object.entries(contentFolders)) {
      if (!("isPerFamily" in kind)) expect(names).toContain(name);
    }
    const site = config.collections.find((c) => c.name === "site");
    const files = site && "files" in site ? site.files : [];
    expect(files.map((file) => file.file).sort()).toEqual(
      Object.values(contentFiles)
        .map((kind) => `content/${kind.file}`)
        .sort(),
    );
  });

  it("takes its languages from the content table", () => {
    expect(config.i18n).toEqual({
      structure: "single_file",
      locales: [...contentLanguages],
      default_locale: contentLanguages[0],
    });
  });

  // A production editor must not look for a server on the visitor's own machine.
  it("has a local backend only in a build for npm run cms", () => {
    expect(config).not.toHaveProperty("local_backend");
    expect(adminContentSecurityPolicy).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(cmsConfig({ families, decapServerPort: 8081 }).local_backend).toBe(true);
    expect(cmsConfig({ families, decapServerPort: 9999 }).local_backend).toEqual({
      url: "http://localhost:9999/api/v1",
    });
    expect(localEditorBackend({})).toBeUndefined();
    expect(localEditorBackend({ DECAP_SERVER_PORT: "9999" })).toBe("http://localhost:9999");
    expect(editorPolicy("http://localhost:9999")).toContain(
      "connect-src 'self' http://localhost:9999;",
    );
  });

  it("turns service sections into a list of typed items keyed by kind", () => {
    const services = config.collections.find((c) => c.name === "services");
    const sections = field(services && "fields" in services ? services.fields : [], "sections");
    expect(sections.typeKey).toBe("kind");
    expect(sections.types?.map((type) => type.name)).toContain("cards");
    expect(field(sections.types?.[0]?.fields, "title").widget).toBe("string");
  });
});

describe("decapFields", () => {
  const schema = z.object({
    name: line({ label: "Name" }),
    intro: paragraph({ label: "Intro", hint: "Two lines." }).max(80),
    places: wholeNumber({ label: "Places", unit: "places" }),
    price: z.number().min(0).max(500).optional().meta({ label: "Price" }),
    level: z.enum(["basic", "advanced"]).meta({ label: "Level", i18n: "none" }),
    code: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .meta({ label: "Code", hint: "Three capitals." }),
    online: z.boolean().optional().meta({ label: "Online" }),
    tags: list(line({ label: "Tag", i18n: "none" }), { label: "Tags", min: 2 }),
    extra: z
      .object({ note: line({ label: "Note" }), count: wholeNumber({ label: "Count", unit: "x" }) })
      .optional()
      .meta({ label: "Extra" }),
    parts: list(
      z.discriminatedUnion("kind", [
        z
          .object({ kind: z.literal("text"), body: line({ label: "Body" }) })
          .meta({ label: "Text" }),
        z.object({ kind: z.literal("gap"), size: wholeNumber({ label: "Size", unit: "px" }) }),
      ]),
      { label: "Parts" },
    ),
  });
  const fields = decapFields(schema);

  it("maps each type to its widget, with the schema's limits", () => {
    expect(field(fields, "name")).toEqual({
      name: "name",
      label: "Name",
      widget: "string",
      i18n: true,
    });
    expect(field(fields, "intro")).toMatchObject({ widget: "text", hint: "Two lines." });
    expect(field(fields, "places")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      i18n: "none",
    });
    expect(field(fields, "price")).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0,
      max: 500,
      required: false,
    });
    expect(field(fields, "level")).toMatchObject({
      widget: "select",
      options: ["basic", "advanced"],
    });
    expect(field(fields, "online")).toMatchObject({ widget: "boolean", required: false });
  });

  it("turns patterns and length limits into one pattern the editor checks", () => {
    const [code, codeMessage] = field(fields, "code").pattern ?? [];
    expect(new RegExp(code ?? "").test("ABC")).toBe(true);
    expect(new RegExp(code ?? "").test("ABCD")).toBe(false);
    expect(codeMessage).toBe("Three capitals.");
    const [intro] = field(fields, "intro").pattern ?? [];
    expect(new RegExp(intro ?? "").test("x".repeat(80))).toBe(true);
    expect(new RegExp(intro ?? "").test("x".repeat(81))).toBe(false);
  });

  it("makes lists, objects and typed lists, and marks facts as not translated", () => {
    const tags = field(fields, "tags");
    expect(tags).toMatchObject({
      widget: "list",
      min: 2,
      field: { widget: "string", i18n: "none" },
    });
    expect(tags.i18n).toBeUndefined();
    // Inside an optional object nothing is required: Decap would demand them when it is absent.
    const extra = field(fields, "extra");
    expect(extra).toMatchObject({ widget: "object", required: false, i18n: true });
    expect(field(extra.fields, "note").required).toBe(false);
    const parts = field(fields, "parts");
    expect(parts.typeKey).toBe("kind");
    expect(parts.types?.map((type) => [type.name, type.label])).toEqual([
      ["text", "Text"],
      ["gap", "gap"],
    ]);
    expect(parts.types?.[0]?.fields?.map((f) => f.name)).toEqual(["body"]);
  });

  it("follows a change of the schema", () => {
    const before = decapFields(z.object({ fee: wholeNumber({ label: "Fee", unit: "euro" }) }));
    const after = decapFields(
      z.object({
        fee: wholeNumber({ label: "Fee", unit: "euro" }).optional(),
        note: line({ label: "Note" }),
      }),
    );
    expect(field(before, "fee").required).toBeUndefined();
    expect(field(after, "fee").required).toBe(false);
    expect(after.map((f) => f.name)).toEqual(["fee", "note"]);
  });

  it("applies overrides by field name", () => {
    const overridden = decapFields(z.object({ group: line({ label: "Group" }) }), {
      group: { widget: "select", options: ["a", "b"] },
    });
    expect(field(overridden, "group")).toMatchObject({ widget: "select", options: ["a", "b"] });
  });
});
