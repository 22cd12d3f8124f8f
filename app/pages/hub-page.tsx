import { data, Link, useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { iconNode } from "~/content/icon-node";
import { coursePath, findFamily, groupId, hubPath } from "~/content/training";
import { requestSlug } from "~/modules/request-path";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/hub-page";

// Placeholder template until the training issue builds the full hubs.
export function loader({ request }: Route.LoaderArgs) {
  const family = findFamily(requestSlug(request));
  if (!family) throw data(null, { status: 404 });
  return {
    title: family.title,
    tagline: family.tagline,
    summary: family.summary,
    icon: iconNode(family.icon),
    path: hubPath(family),
    groups: family.groups.map((group) => ({
      id: groupId(group),
      title: group.title,
      courses: group.courses.map((course) => ({
        title: course.title,
        href: coursePath(family, course),
      })),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData.title,
    description: loaderData.summary,
    path: loaderData.path,
  });
}

export default function HubPage() {
  const hub = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={hub.title} tagline={hub.tagline} seed={hub.path} icon={hub.icon} />
      <Breadcrumbs
        crumbs={[
          { label: "Training", path: "/training" },
          { label: hub.title, path: hub.path },
        ]}
      />
      {hub.groups.map((group) => (
        <PageSection key={group.id} id={group.id} title={group.title}>
          <ul className="space-y-2">
            {group.courses.map((course) => (
              <li key={course.href}>
                <Link to={course.href} className="text-brand-700 underline">
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}
