import { readFileSync } from "node:fs";

/** A course's rating as the build found it in the store (scripts/build-steps/write-course-ratings.ts). */
export interface BuiltCourseRating {
  courseKey: string;
  count: number;
  average: number;
  comments: {
    comment: string;
    firstName: string | null;
    company: string | null;
    submittedAt: string;
  }[];
}

/** Below this many evaluations a course page shows no rating: a couple of answers say little. */
export const minimumEvaluations = 3;

/** A course page shows at most this many comments: the newest whose writers consented. */
export const commentsPerCourse = 3;

const cache = new Map<string, BuiltCourseRating[]>();

/**
 * The rating a course page shows: read once per process from the file
 * COURSE_RATINGS_FILE names (written before the pages are rendered, from the
 * store under DATA_DIR); none on Netlify or without a store, and none for a
 * course with fewer than `minimumEvaluations`.
 */
export function courseRating(
  courseKey: string,
  env: Record<string, string | undefined> = process.env,
): BuiltCourseRating | undefined {
  const file = env.NETLIFY === "true" ? "" : (env.COURSE_RATINGS_FILE ?? "");
  let ratings = cache.get(file);
  if (!ratings) {
    ratings = file ? (JSON.parse(readFileSync(file, "utf8")) as BuiltCourseRating[]) : [];
    cache.set(file, ratings);
  }
  const rating = ratings.find((each) => each.courseKey === courseKey);
  return rating && rating.count >= minimumEvaluations ? rating : undefined;
}
