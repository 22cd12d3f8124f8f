import { describe, expect, it } from "vitest";
import { validateServices } from "~/content/schema/services-schema";
import { type Service, services } from "~/content/services";

/** A deep copy of the real content, broken on purpose by `breakIt`. */
function broken(breakIt: (copy: Service[], find: (slug: string) => Service) => void): string[] {
  const copy = structuredClone(services);
  const find = (slug: string) => {
    const service = copy.find((s) => s.slug === slug);
    if (!service) throw new Error(`no service ${slug} in the content`);
    return service;
  };
  breakIt(copy, find);
  return validateServices(copy);
}

function section(service: Service, title: string) {
  const found = service.sections.find((s) => s.title === title);
  if (!found) throw new Error(`no section "${title}" in ${service.slug}`);
  return found;
}

describe("validateServices", () => {
  it("accepts the real content", () => {
    expect(validateServices(services)).toEqual([]);
  });

  it("names the service, section and counts when a process loses a step", () => {
    const problems = broken((_, find) => {
      const process = section(find("security-testing"), "Our Security Testing Process");
      if (process.kind === "steps") process.items.pop();
    });
    expect(problems).toEqual([
      'service "security-testing": sections[1] "Our Security Testing Process" must have 6 items, has 5',
    ]);
  });

  it("requires four offering cards", () => {
    const problems = broken((_, find) => {
      const offerings = find("agile-coaching").sections[0];
      if (offerings?.kind === "cards") offerings.cards.pop();
    });
    expect(problems).toContain(
      'service "agile-coaching": sections[0] "Our Coaching Services" must have 4 cards, has 3',
    );
  });

  it("requires six benefits and one six-item list on a detail page", () => {
    const problems = broken((_, find) => {
      const service = find("monitoring-solutions");
      service.sections = service.sections.filter((s) => s.kind === "cards");
      service.drafted = ["tagline", "summary"];
    });
    expect(problems).toEqual([
      'service "monitoring-solutions": sections must include a 6-item process, levels or tools list',
      'service "monitoring-solutions": sections must include one benefits list, has 0',
    ]);
  });

  it("lets a framework keep its own number of levels", () => {
    const problems = broken((_, find) => {
      const levels = section(find("test-process-improvement"), "TMMi Maturity Levels");
      if (levels.kind === "levels") levels.items.splice(1, 3);
    });
    expect(problems).toEqual([
      'service "test-process-improvement": sections[1] "TMMi Maturity Levels" must have 3 to 7 levels, has 2',
    ]);
  });

  it("rejects duplicate and badly formed slugs", () => {
    const problems = broken((copy, find) => {
      find("outsourcing").slug = "Outsourcing Services";
      const twin = structuredClone(find("cloud-migration"));
      twin.title = "Cloud Migration, again";
      twin.summary = `${twin.summary} Again.`.slice(0, 160);
      copy.push(twin);
    });
    expect(problems).toContain(
      'service "Outsourcing Services": slug must be kebab-case (a-z, 0-9, hyphens)',
    );
    expect(problems).toContain(
      'service "cloud-migration": slug "cloud-migration" is already used by service "cloud-migration"',
    );
  });

  it("requires every parent to be an existing family", () => {
    const problems = broken((_, find) => {
      find("digital-innovation").parent = "innovation";
      find("process-automation").parent = "legacy-modernization";
    });
    expect(problems).toEqual([
      'service "process-automation": parent "legacy-modernization" is a detail page, not a family',
      'service "digital-innovation": parent "innovation" is not a service',
    ]);
  });

  it("requires four overview features on a family page", () => {
    const problems = broken((_, find) => {
      find("content-management").features?.push("Headless CMS");
    });
    expect(problems).toEqual(['service "content-management": features must have 4 items, has 5']);
  });

  it("requires card links to point to existing service pages", () => {
    const problems = broken((_, find) => {
      const offerings = find("testing-services").sections[0];
      if (offerings?.kind === "cards" && offerings.cards[2]) {
        offerings.cards[2].href = "/services/security";
      }
    });
    expect(problems).toEqual([
      'service "testing-services": sections[0] "Our Testing Services" item 3 "Security Testing" href "/services/security" is not a service page',
    ]);
  });

  it("requires drafted entries to name existing sections", () => {
    const problems = broken((_, find) => {
      find("legacy-modernization").drafted?.push(
        "Our Legacy Process",
        "Benefits of Legacy Modernization: descriptions",
      );
    });
    expect(problems).toEqual([
      'service "legacy-modernization": drafted[5] "Our Legacy Process" names no section of this service (nor tagline, summary, features)',
      'service "legacy-modernization": drafted[6] "Benefits of Legacy Modernization: descriptions": a benefits list has no descriptions',
    ]);
  });

  it("rejects unknown icons, empty fields and over-long meta descriptions", () => {
    const problems = broken((_, find) => {
      const service = find("cicd-implementation");
      service.icon = "pipeline" as Service["icon"];
      service.tagline = " ";
      service.summary = "x".repeat(161);
    });
    expect(problems).toEqual([
      'service "cicd-implementation": tagline must not be empty',
      'service "cicd-implementation": summary must have 50 to 160 characters (it is the meta description), has 161',
      'service "cicd-implementation": icon "pipeline" is not an icon name (see content/icon-name.ts)',
    ]);
  });
});
