import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { companyIn } from "#src/content/company.server.ts";
import { contentDir, loadContent } from "#src/content/load-content.server.ts";
import { pageFileIds, pageTable } from "#src/content/page-table.ts";
import { coursePath, servicePath } from "#src/routing/paths.server.ts";
import type { ServiceSection } from "#src/content/schema/service-schema.ts";
import { type Service, servicesIn } from "#src/content/services.server.ts";
import { trainingFamiliesIn } from "#src/content/training.server.ts";

/**
 * `npm run content:drafted`: every text we wrote because the original site does not
 * show it, by page, and every company detail that is still a placeholder, as
 * Markdown on stdout. The owner reviews it, then removes the entry from the
 * content's `drafted` list (or replaces the placeholder).
 */
const DESCRIPTIONS_SUFFIX = ": descriptions";
const lines: string[] = [];
let draftedCount = 0;
const draftedPages = new Set<string>();
const out = (...text: string[]) => lines.push(...text);

out(
  "# Drafted content for review",
  "",
  "## English (en)",
  "",
  "Copy we wrote where the original site shows none. Check each text for accuracy, then remove its",
  "entry from the page's `drafted` list in the content file.",
  "",
  "## Services (content/services/)",
  "",
);
for (const service of servicesIn()) writeService(service);

out("## Training (content/courses/)", "");
for (const family of trainingFamiliesIn()) {
  for (const group of family.groups) {
    for (const course of group.courses) {
      if (!course.drafted?.length) continue;
      const path = coursePath(family, course);
      out(`### ${path} (${course.title})`, "");
      for (const field of course.drafted) {
        count(path);
        writeCourseField(field, course as unknown as Record<string, unknown>);
      }
    }
  }
}

out("## Pages (content/pages/)", "");
for (const id of pageFileIds) {
  const page = loadContent().pages[id];
  if (!page.drafted?.length) continue;
  const file = `content/${pageTable[id].file}`;
  out(`### ${file} (${page.title})`, "");
  for (const field of page.drafted) {
    count(file);
    writePageField(field, valueAt(page, field));
  }
}

out("## Company placeholders (content/company.yml)", "");
const company = companyIn();
const placeholderFields = company.placeholders ?? [];
out("Values that must be replaced before launch:", "");
for (const field of placeholderFields) {
  out(`- \`${field}\`: ${inline(valueAt(company, field))}`);
}
const dutch = dutchReview();
out(
  "",
  "## Dutch (nl)",
  "",
  "Every Dutch text is our translation, for the owner's review. A file whose `nl:` section says",
  "`drafted: [translation]` is still to be checked: read its Dutch beside the English in the editor",
  "at /admin, then remove that line. A file without a Dutch section shows its English text on the",
  "Dutch pages until one is written.",
  "",
  "### Translations to review",
  "",
  ...dutch.drafted.map((file) => `- ${file}`),
  "",
  "### No Dutch text yet",
  "",
  ...(dutch.missing.length > 0 ? dutch.missing.map((file) => `- ${file}`) : ["(none)"]),
  "",
  "---",
  "",
  `${draftedCount} drafted entries on ${draftedPages.size} pages; ${placeholderFields.length} company placeholders; ${dutch.drafted.length} Dutch translations to review, ${dutch.missing.length} files without Dutch.`,
);

/** Content files by the state of their Dutch section. */
function dutchReview() {
  const drafted: string[] = [];
  const missing: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".yml")) {
        const section = parse(readFileSync(file, "utf8"))?.nl;
        const name = path.relative(process.cwd(), file);
        if (!section) missing.push(name);
        else if (section.drafted?.includes("translation")) drafted.push(name);
      }
    }
  };
  walk(contentDir());
  return { drafted, missing };
}
console.log(lines.join("\n"));

function count(path: string) {
  draftedCount += 1;
  draftedPages.add(path);
}

function writeService(service: Service) {
  if (!service.drafted?.length) return;
  const path = servicePath(service);
  out(`### ${path} (${service.title})`, "");
  for (const entry of service.drafted) {
    count(path);
    if (entry === "tagline" || entry === "summary") {
      out(`**${capitalize(entry)}:** ${service[entry]}`, "");
      continue;
    }
    if (entry === "features") {
      out("**Features (services overview card):**", "", ...bullets(service.features ?? []), "");
      continue;
    }
    const isDescriptionsOnly = entry.endsWith(DESCRIPTIONS_SUFFIX);
    const title = isDescriptionsOnly ? entry.slice(0, -DESCRIPTIONS_SUFFIX.length) : entry;
    const section = service.sections.find((s) => s.title === title);
    if (!section) {
      // The schema check reports this at build time; say it here too.
      out(`**${entry}:** (no such section: fix the \`drafted\` entry)`, "");
      continue;
    }
    const note = isDescriptionsOnly
      ? " (the names are the original site's; the descriptions are drafted)"
      : "";
    out(`**Section "${section.title}"**${note}:`, "", ...sectionLines(section), "");
  }
}

function sectionLines(section: ServiceSection): string[] {
  switch (section.kind) {
    case "cards":
      return bullets(section.cards.map((c) => `**${c.title}**: ${c.description}`));
    case "highlights":
      return bullets(section.items.map((c) => `**${c.title}**: ${c.description}`));
    case "steps":
    case "levels":
      return section.items.map((s, index) => `${index + 1}. **${s.title}**: ${s.description}`);
    case "tags":
    case "benefits":
      return bullets(section.items);
  }
}

/** Courses name their drafted fields; print each in the shape it has. */
function writeCourseField(field: string, course: Record<string, unknown>) {
  const benefits = (course.benefits ?? []) as { title: string; description: string }[];
  if (field === "benefit-descriptions") {
    out(
      "**Benefits** (the titles are the original site's; the descriptions are drafted):",
      "",
      ...bullets(benefits.map((b) => `**${b.title}**: ${b.description}`)),
      "",
    );
    return;
  }
  if (field === "benefits") {
    out(
      "**Benefits:**",
      "",
      ...bullets(benefits.map((b) => `**${b.title}**: ${b.description}`)),
      "",
    );
    return;
  }
  if (field === "card") {
    const card = course.card as
      | { title: string; description: string; features: string[] }
      | undefined;
    if (!card) return;
    out(
      "**Hub card:**",
      "",
      `- **${card.title}**: ${card.description}`,
      ...card.features.map((feature) => `  - ${feature}`),
      "",
    );
    return;
  }
  const value = course[field];
  if (typeof value === "string") out(`**${capitalize(field)}:** ${value}`, "");
  else if (Array.isArray(value)) {
    const items = value.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
    const list = field === "modules" ? items.map((m, i) => `${i + 1}. ${m}`) : bullets(items);
    out(`**${capitalize(field)}:**`, "", ...list, "");
  } else out(`**${capitalize(field)}:** ${inline(value)}`, "");
}

/** A page's field as the file has it (placeholders such as {name} included), text by text. */
function writePageField(field: string, value: unknown) {
  if (typeof value === "string") {
    const lines = value.trim().split("\n");
    if (lines.length === 1) out(`**${field}:** ${lines[0]}`, "");
    else out(`**${field}:**`, "", ...lines.map((line) => `> ${line}`.trimEnd()), "");
    return;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) writePageField(`${field}.${key}`, item);
    return;
  }
  out(`**${field}:** ${inline(value)}`, "");
}

function bullets(items: string[]): string[] {
  return items.map((item) => `- ${item}`);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function inline(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : `\`${JSON.stringify(value)}\``;
}

/** The value at a path such as "offices[0].street". */
function valueAt(root: unknown, path: string): unknown {
  return path
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
}
