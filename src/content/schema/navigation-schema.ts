import * as z from "zod";
import { line, list, slug } from "./fields.ts";

/** Menu choices and labels: content/navigation.yml. Menus list pages from the content. */
export const navigationSchema = z.strictObject({
  servicesMenu: list(slug({ label: "Service" }), {
    label: "Services menu",
    hint: "The slugs of the services the header's Services menu lists, in order.",
  }),
  aboutLabel: line({ label: "About link" }),
  consultationLabel: line({ label: "Consultation button" }),
  allTrainingLabel: line({ label: "Footer link to all training" }),
});

export type NavigationContent = z.infer<typeof navigationSchema>;
