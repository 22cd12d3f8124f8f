import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";

/** Beside the build's client/: the ratings its course pages show. */
export const courseRatingsFile = "course-ratings.json";

/**
 * Writes each course's rating from the store under DATA_DIR (opened
 * read-only, as the runs' places are: scripts/build-steps/write-run-tallies.ts)
 * beside the build for its course pages (src/training/course-ratings.server.ts
 * reads the file COURSE_RATINGS_FILE names); returns that file, or undefined
 * without a store or with one that cannot be read (said, and the pages show
 * no ratings).
 */
export async function writeCourseRatings(
  outDir: string,
  env: Record<string, string | undefined>,
): Promise<string | undefined> {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const file = databasePath(dataDir);
  if (!existsSync(file)) return undefined;
  let ratings: unknown;
  try {
    const database = openDatabase(file, { isReadOnly: true });
    try {
      ratings = openEvaluationMethods(database).courseRatings();
    } finally {
      database.close();
    }
  } catch (error) {
    console.warn(
      `No course ratings: the store in ${dataDir} could not be read (${error instanceof Error ? error.message : error})`,
    );
    return undefined;
  }
  const out = path.join(outDir, courseRatingsFile);
  await writeFile(out, `${JSON.stringify(ratings)}\n`);
  return out;
}
