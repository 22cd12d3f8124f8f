import { data, useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { coursePath, findCourse, hubPath } from "~/content/training";
import { requestPath } from "~/modules/request-path";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/course-page";

// Placeholder template until the training issue builds the full course pages.
export function loader({ request }: Route.LoaderArgs) {
  const [, , familySlug = "", courseSlug = ""] = requestPath(request).split("/");
  const found = findCourse(familySlug, courseSlug);
  if (!found) throw data(null, { status: 404 });
  const { family, course } = found;
  return {
    course,
    path: coursePath(family, course),
    hub: { title: family.title, path: hubPath(family) },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { course, path } = loaderData;
  return pageMeta({ title: course.title, description: course.description, path });
}

export default function CoursePage() {
  const { course, path, hub } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={course.title} tagline={course.tagline} seed={path} />
      <Breadcrumbs
        crumbs={[
          { label: "Training", path: "/training" },
          { label: hub.title, path: hub.path },
          { label: course.title, path },
        ]}
      />
      <PageSection>
        <p className="max-w-3xl text-lg leading-8 text-slate-700">{course.description}</p>
      </PageSection>
      <ContactCta label="Enroll Now" />
    </>
  );
}
