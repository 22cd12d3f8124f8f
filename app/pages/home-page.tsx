import { Icon } from "~/components/icon";
import { uiIcons } from "~/components/ui-icons";
import { Link, useLoaderData } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { HeroBackdrop } from "~/components/hero-backdrop";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageSection } from "~/components/page-section";
import { PatternArt } from "~/components/pattern-art";
import { company } from "~/content/company.server";
import { iconNode } from "~/content/icon-node";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { findService } from "~/content/services.server";
import { hubPath, servicePath } from "~/content/paths";
import { trainingFamilies } from "~/content/training.server";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

const homeServiceSlugs = ["agile-coaching", "testing-services", "devops-services"];

export function loader() {
  const services = homeServiceSlugs.map((slug) => {
    const service = findService(slug);
    if (!service) throw new Error(`Home page names an unknown service: ${slug}`);
    return serviceLinkCard(service);
  });
  const family = (slug: string) => {
    const found = trainingFamilies.find((f) => f.slug === slug);
    if (!found) throw new Error(`Home page names an unknown training family: ${slug}`);
    return found;
  };
  const testing = family("testing");
  const scrum = family("scrum");
  const devops = family("devops");
  const legacy = findService("legacy-modernization");
  return {
    meta: metaFor({
      title: "Modernize your software delivery lifecycle",
      description: `${company.name} helps organizations modernize how they build, test and ship software: agile coaching, testing, DevOps and certified training, from Veldhoven, the Netherlands.`,
      path: "/",
    }),
    services,
    training: [
      {
        title: "Testing",
        summary: testing.summary,
        icon: iconNode(testing.icon),
        href: hubPath(testing),
      },
      {
        title: "Agile",
        summary: `${scrum.summary} Backed by hands-on agile coaching for your teams.`,
        icon: iconNode(scrum.icon),
        href: hubPath(scrum),
      },
      {
        title: "DevOps",
        summary: devops.summary,
        icon: iconNode(devops.icon),
        href: hubPath(devops),
      },
    ],
    legacy: legacy && {
      title: legacy.title,
      summary: legacy.summary,
      href: servicePath(legacy),
    },
  };
}

export const meta = metaFromLoader;

export default function HomePage() {
  const { services, training, legacy } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="relative isolate flex min-h-[60vh] items-center overflow-hidden bg-brand-950 py-16">
        <HeroBackdrop glow="home" />
        <PatternArt
          seed="home"
          className="absolute top-1/2 right-0 -z-10 h-[320px] w-[480px] -translate-y-1/2 translate-x-1/3 opacity-20 sm:translate-x-1/4 lg:h-[400px] lg:w-[600px] lg:translate-x-0 lg:opacity-90"
        />
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
              Software modernization consultancy
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-display">
              Modernize your software delivery lifecycle
            </h1>
            <p className="mt-6 text-lg leading-8 text-brand-100 sm:text-xl">
              From the first user story to production: coaching, testing, DevOps and training that
              help your teams deliver better software, faster and with confidence.
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <ButtonLink to="/services" variant="accent">
                Learn More<span className="sr-only"> about our services</span>
              </ButtonLink>
              <ButtonLink to="/contact" variant="outline">
                Contact Us
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <PageSection
        id="our-services"
        title="Our Services"
        intro="Consulting that meets your teams where they are and leaves them stronger."
      >
        <LinkCardGrid cards={services} />
      </PageSection>

      <PageSection
        id="training-and-coaching"
        tone="muted"
        title="Training and Coaching"
        intro="Certified courses and practical workshops, taught by consultants who do the work every day."
      >
        <LinkCardGrid cards={training} linkLabel="View courses" />
      </PageSection>

      {legacy && (
        <PageSection>
          <div className="flex flex-col items-start justify-between gap-8 rounded-3xl bg-brand-900 p-8 sm:p-12 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <h2 className="text-3xl font-bold tracking-tight text-white">
                Our specialty: {legacy.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-brand-100">{legacy.summary}</p>
            </div>
            <Link
              to={legacy.href}
              className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              Explore legacy modernization
              <Icon node={uiIcons.arrowRight} className="size-4" />
            </Link>
          </div>
        </PageSection>
      )}
    </>
  );
}
