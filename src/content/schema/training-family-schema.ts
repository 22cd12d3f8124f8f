import * as z from "zod";
import { icon, line, list, order, paragraph, slug } from "./fields.ts";

/**
 * A training family and its hub page: content/training/<family>.yml. Its
 * courses are the files in content/courses/<family>/, each naming one of
 * these groups.
 */
const group = z.strictObject({
  id: slug({
    label: "Id",
    hint: "Kebab-case; the anchor of the group's section on the hub (#automation-testing). Courses name it.",
  }),
  title: line({ label: "Title" }),
  icon: icon(),
  description: paragraph({ label: "Description" }),
});

export const trainingFamilySchema = z.strictObject({
  title: line({ label: "Hub title (h1)" }),
  menuTitle: line({ label: "Menu name" }),
  tagline: line({ label: "Tagline" }),
  summary: paragraph({ label: "Summary", hint: "For the training overview and the home page." }),
  icon: icon(),
  hubLayout: z.enum(["sections", "cards"], { error: "expected sections or cards" }).meta({
    label: "Hub layout",
    hint: "sections: a section per course group with in-page navigation; cards: one large card per course.",
    i18n: "none",
  }),
  theme: z
    .enum(["blue"], { error: "expected blue, or no theme" })
    .optional()
    .meta({ label: "Colour theme", i18n: "none" }),
  order: order("the training families in the menu"),
  groups: list(group, { label: "Course groups" }),
});

export type TrainingFamilyContent = z.infer<typeof trainingFamilySchema>;
export type CourseGroupContent = z.infer<typeof group>;
