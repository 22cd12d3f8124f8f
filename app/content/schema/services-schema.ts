import { iconNames } from "../icon-name.ts";
import type { Service, ServiceCard, ServiceSection } from "../services.ts";

/**
 * The rules every service page's data must keep, checked when the site
 * builds. Each problem names the service and the field, so a broken fact
 * fails the build with a message that says where to look:
 *   service "security-testing": sections[2] "Testing Process" must have 6 items, has 5
 *
 * The counts come from the spec: six family pages with four offerings each,
 * detail pages with four service cards, a six-item list (process, levels or
 * tools) and six benefits; "each list on a consulting page has six items".
 * A framework's levels keep their own count (TMMi has five).
 */
const OFFERINGS = 4;
const LIST_ITEMS = 6;
const HIGHLIGHTS = 3;
const LEVELS = { min: 3, max: 7 };
const SUMMARY_LENGTH = { min: 50, max: 160 };
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SERVICE_HREF = /^\/services\/([^/?#]+)$/;
const DRAFTABLE_FIELDS = new Set(["tagline", "summary", "features"]);
const DESCRIPTIONS_SUFFIX = ": descriptions";

/** Every problem found; an empty list means the content is sound. */
export function validateServices(services: readonly Service[]): string[] {
  const problems: string[] = [];
  const slugs = new Set(services.map((service) => service.slug));
  const families = new Set(services.filter((s) => !s.parent).map((s) => s.slug));

  const seen = new Map<string, Map<string, string>>();
  for (const service of services) {
    const report = (field: string, message: string) =>
      problems.push(`service "${service.slug}": ${field} ${message}`);

    for (const field of ["slug", "title", "menuTitle", "tagline", "summary"] as const) {
      const value = service[field];
      if (typeof value !== "string" || value.trim() === "") {
        report(field, "must not be empty");
        continue;
      }
      // Titles and summaries become page titles and meta descriptions: one per page.
      if (field === "slug" || field === "title" || field === "summary") {
        const owners = seen.get(field) ?? new Map<string, string>();
        seen.set(field, owners);
        const owner = owners.get(value);
        if (owner) report(field, `"${value}" is already used by service "${owner}"`);
        else owners.set(value, service.slug);
      }
    }
    if (!KEBAB_CASE.test(service.slug)) report("slug", "must be kebab-case (a-z, 0-9, hyphens)");
    const summaryLength = service.summary?.length ?? 0;
    if (summaryLength < SUMMARY_LENGTH.min || summaryLength > SUMMARY_LENGTH.max) {
      report(
        "summary",
        `must have ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters (it is the meta description), has ${summaryLength}`,
      );
    }
    checkIcon(service.icon, "icon", report);

    if (service.parent === undefined) {
      const count = service.features?.length ?? 0;
      if (count !== OFFERINGS) report("features", `must have ${OFFERINGS} items, has ${count}`);
    } else {
      if (!slugs.has(service.parent)) {
        report("parent", `"${service.parent}" is not a service`);
      } else if (!families.has(service.parent)) {
        report("parent", `"${service.parent}" is a detail page, not a family`);
      }
      if (service.features !== undefined) report("features", "is only for family pages");
    }

    checkSections(service, slugs, report);
    checkDrafted(service, report);
  }
  return problems;
}

type Report = (field: string, message: string) => void;

function checkSections(service: Service, slugs: Set<string>, report: Report) {
  const { sections } = service;
  if (!Array.isArray(sections) || sections.length === 0) {
    report("sections", "must not be empty");
    return;
  }

  const first = sections[0];
  if (first?.kind !== "cards") {
    report("sections[0]", `must be the ${OFFERINGS} offering cards (kind "cards")`);
  } else if (first.cards.length !== OFFERINGS) {
    report(
      `sections[0] "${first.title}"`,
      `must have ${OFFERINGS} cards, has ${first.cards.length}`,
    );
  }

  const titles = new Set<string>();
  sections.forEach((section, index) => {
    const field = `sections[${index}] "${section.title}"`;
    if (!section.title?.trim()) report(`sections[${index}].title`, "must not be empty");
    else if (titles.has(section.title)) report(field, "has the same title as an earlier section");
    titles.add(section.title);
    checkSection(service, section, field, slugs, report);
  });

  if (service.parent !== undefined) {
    const hasSixItemList = sections.some(
      (s) =>
        (s.kind === "steps" || s.kind === "levels" || s.kind === "tags") &&
        s.items.length === LIST_ITEMS,
    );
    if (!hasSixItemList) {
      report("sections", `must include a ${LIST_ITEMS}-item process, levels or tools list`);
    }
    const benefits = sections.filter((s) => s.kind === "benefits");
    if (benefits.length !== 1) {
      report("sections", `must include one benefits list, has ${benefits.length}`);
    }
  }
}

function checkSection(
  service: Service,
  section: ServiceSection,
  field: string,
  slugs: Set<string>,
  report: Report,
) {
  const entries = section.kind === "cards" ? section.cards : section.items;
  const count = entries.length;
  const expect = (wanted: number, noun = "items") => {
    if (count !== wanted) report(field, `must have ${wanted} ${noun}, has ${count}`);
  };
  switch (section.kind) {
    case "cards":
      if (count === 0) report(field, "must have at least one card");
      break;
    case "highlights":
      expect(HIGHLIGHTS);
      break;
    case "steps":
    case "tags":
    case "benefits":
      expect(LIST_ITEMS);
      break;
    case "levels":
      if (count < LEVELS.min || count > LEVELS.max) {
        report(field, `must have ${LEVELS.min} to ${LEVELS.max} levels, has ${count}`);
      }
      break;
    default: {
      const unknown: never = section;
      report(field, `has an unknown kind "${(unknown as { kind: string }).kind}"`);
      return;
    }
  }

  const names = new Set<string>();
  // Content may be malformed here, so read every entry through one loose shape.
  (entries as (string | Partial<ServiceCard>)[]).forEach((entry, index) => {
    const at = `${field} item ${index + 1}`;
    const name = typeof entry === "string" ? entry : (entry.title ?? "");
    if (!name.trim()) report(at, "must have a title");
    else if (names.has(name)) report(at, `repeats "${name}"`);
    names.add(name);
    if (typeof entry === "string") return;
    if (!entry.description?.trim()) report(`${at} "${name}"`, "must have a description");
    if (section.kind === "cards" || section.kind === "highlights") {
      checkIcon(entry.icon ?? "", `${at} "${name}" icon`, report);
    }
    if (entry.href !== undefined) {
      const slug = SERVICE_HREF.exec(entry.href)?.[1];
      if (!slug || !slugs.has(slug)) {
        report(`${at} "${name}" href`, `"${entry.href}" is not a service page`);
      } else if (slug === service.slug) {
        report(`${at} "${name}" href`, "links to its own page");
      }
    }
  });
}

function checkDrafted(service: Service, report: Report) {
  const titles = new Set(service.sections?.map((section) => section.title));
  service.drafted?.forEach((entry, index) => {
    const field = `drafted[${index}]`;
    if (DRAFTABLE_FIELDS.has(entry)) {
      if (entry === "features" && service.features === undefined) {
        report(field, `names "features", which this service does not have`);
      }
      return;
    }
    const isDescriptionsOnly = entry.endsWith(DESCRIPTIONS_SUFFIX);
    const title = isDescriptionsOnly ? entry.slice(0, -DESCRIPTIONS_SUFFIX.length) : entry;
    if (!titles.has(title)) {
      report(field, `"${entry}" names no section of this service (nor tagline, summary, features)`);
      return;
    }
    const section = service.sections.find((s) => s.title === title);
    if (isDescriptionsOnly && (section?.kind === "tags" || section?.kind === "benefits")) {
      report(field, `"${entry}": a ${section.kind} list has no descriptions`);
    }
  });
}

function checkIcon(icon: string, field: string, report: Report) {
  if (!(iconNames as readonly string[]).includes(icon)) {
    report(field, `"${icon}" is not an icon name (see content/icon-name.ts)`);
  }
}
