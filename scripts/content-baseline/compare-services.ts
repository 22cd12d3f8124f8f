import type { Service } from "#src/content/load-content.server.ts";
import { servicePath } from "#src/routing/paths.server.ts";
import type { ServiceSection } from "#src/content/schema/service-schema.ts";
import { compareCount, compareList, differs, lower, shown } from "./difference-lines.ts";
import type { OriginalList, OriginalService, originalServiceCounts } from "./original-services.ts";

/** The parts of a service the baseline speaks about. */
export type ComparedService = Pick<
  Service,
  "slug" | "title" | "tagline" | "summary" | "parent" | "sections"
>;

/** The name of a list item: its title, or its text for tags and benefits. */
function itemNames(section: ServiceSection): string[] {
  switch (section.kind) {
    case "cards":
      return section.cards.map((card) => card.title);
    case "tags":
    case "benefits":
      return section.items;
    default:
      return section.items.map((item) => item.title);
  }
}

/**
 * One service page against the original: its title and family, its offering
 * cards, the pages it links (`services`: every service, for its siblings), its
 * lists and texts, and a detail page's lists and benefits.
 */
export function compareService(
  original: OriginalService,
  service: ComparedService,
  counts: typeof originalServiceCounts,
  services: ComparedService[],
  differences: string[],
) {
  const file = `content/services/${original.slug}.yml`;
  if (lower(original.title) !== lower(service.title)) {
    differences.push(differs(file, "title", original.title, service.title));
  }
  if (original.family !== service.parent) {
    differences.push(differs(file, "parent", original.family, service.parent));
  }

  const cardsIndex = service.sections.findIndex((section) => section.kind === "cards");
  const cardsSection = service.sections[cardsIndex];
  const cardTitles = cardsSection ? itemNames(cardsSection).map(lower) : [];
  if (!cardsSection) {
    differences.push(
      `${file}: sections: the original site shows ${counts.cards} offering cards, the content has no cards section`,
    );
  } else {
    compareCount(
      file,
      `sections.${cardsIndex}.cards`,
      "offering cards",
      counts.cards,
      cardTitles.length,
      differences,
    );
  }
  for (const offering of original.offerings ?? []) {
    if (!cardTitles.some((title) => title.includes(lower(offering)))) {
      differences.push(
        `${file}: sections.${cardsIndex}.cards: the original site offers ${shown(offering)}, no card of the content names it`,
      );
    }
  }

  const links = new Set(
    service.sections.flatMap((section) =>
      (section.kind === "cards"
        ? section.cards
        : section.kind === "highlights"
          ? section.items
          : []
      ).flatMap((card) => (card.service ? [servicePath({ urlSlug: card.service })] : [])),
    ),
  );
  // A detail page links its family and its siblings (Related Services).
  if (service.parent) {
    links.add(servicePath({ urlSlug: service.parent }));
    for (const sibling of services.filter((s) => s.parent === service.parent)) {
      if (sibling.slug !== service.slug) links.add(servicePath({ urlSlug: sibling.slug }));
    }
  }
  for (const href of original.links ?? []) {
    if (!links.has(href)) {
      differences.push(`${file}: sections: the original site links ${href}, the content does not`);
    }
  }

  for (const list of original.lists ?? []) compareServiceList(file, list, service, differences);

  const text = lower(
    [
      service.title,
      service.tagline,
      service.summary,
      ...service.sections.flatMap(sectionTexts),
    ].join("\n"),
  );
  for (const wanted of original.texts ?? []) {
    if (!text.includes(lower(wanted))) {
      differences.push(
        `${file}: sections: the original site says ${shown(wanted)}, the content does not`,
      );
    }
  }

  if (original.family) {
    const detailLists = service.sections.filter((section) =>
      counts.detailListKinds.some((kind) => kind === section.kind),
    );
    if (!detailLists.some((section) => itemNames(section).length === counts.detailListItems)) {
      differences.push(
        `${file}: sections: the original site shows a ${counts.detailListKinds.join(", ")} list of ${counts.detailListItems} items, the content has ${detailLists.map((section) => `${section.kind} of ${itemNames(section).length}`).join(", ") || "none"}`,
      );
    }
    const benefitsIndex = service.sections.findIndex((section) => section.kind === "benefits");
    const benefits = service.sections[benefitsIndex];
    compareCount(
      file,
      benefits ? `sections.${benefitsIndex}.items` : "sections",
      "benefits",
      counts.detailBenefits,
      benefits ? itemNames(benefits).length : 0,
      differences,
    );
  }
}

function sectionTexts(section: ServiceSection): string[] {
  switch (section.kind) {
    case "cards":
      return [section.title, ...section.cards.flatMap((card) => [card.title, card.description])];
    case "tags":
    case "benefits":
      return [section.title, ...section.items];
    default:
      return [section.title, ...section.items.flatMap((item) => [item.title, item.description])];
  }
}

function compareServiceList(
  file: string,
  list: OriginalList,
  service: ComparedService,
  differences: string[],
) {
  const index = service.sections.findIndex(
    (section) =>
      section.kind === list.kind &&
      (!list.title || lower(section.title).includes(lower(list.title))),
  );
  const section = service.sections[index];
  const label = `a ${list.kind} list${list.title ? ` titled ${shown(list.title)}` : ""}`;
  if (!section) {
    differences.push(`${file}: sections: the original site shows ${label}, the content does not`);
    return;
  }
  const names = itemNames(section);
  const field = `sections.${index}.items`;
  if (list.count !== undefined) {
    compareCount(file, field, "items", list.count, names.length, differences);
  }
  if (list.items) {
    compareList(file, field, list.items, names, differences, {
      isPartial: true,
      isOrdered: list.isOrdered ?? false,
    });
  }
}
