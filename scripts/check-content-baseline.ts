import { servicesIn } from "#src/content/services.server.ts";
import { sitePages } from "#src/routing/site-map.server.ts";
import { trainingFamiliesIn } from "#src/content/training.server.ts";
import { compareWithBaseline } from "#scripts/content-baseline/compare-with-baseline.ts";
import {
  originalCourseCounts,
  originalCourses,
} from "#scripts/content-baseline/original-courses.ts";
import { originalHubs } from "#scripts/content-baseline/original-hubs.ts";
import { addedPages, originalPages } from "#scripts/content-baseline/original-pages.ts";
import {
  originalServiceCounts,
  originalServices,
} from "#scripts/content-baseline/original-services.ts";

/**
 * `npm run check:content-baseline`: every fact of the content that differs
 * from the original site (scripts/content-baseline/, typed from the spec), so
 * the owner sees their deliberate changes and a developer an accidental one.
 * Not part of `npm test`: an owner's edit is not an error. Reads the content
 * (CONTENT_DIR overrides the folder), not the build.
 */
const differences = compareWithBaseline(
  {
    pages: [...originalPages, ...addedPages],
    services: originalServices,
    serviceCounts: originalServiceCounts,
    courses: originalCourses,
    courseCounts: originalCourseCounts,
    hubs: originalHubs,
  },
  // The original site was English only: its pages are compared with the English edition.
  {
    pagePaths: sitePages()
      .filter((page) => page.language === "en")
      .map((page) => page.path),
    services: servicesIn("en"),
    trainingFamilies: trainingFamiliesIn("en"),
  },
);

if (differences.length === 0) {
  console.log("No differences from the original site.");
} else {
  for (const difference of differences) console.log(difference);
  console.log(`\n${differences.length} difference(s) from the original site.`);
  process.exitCode = 1;
}
