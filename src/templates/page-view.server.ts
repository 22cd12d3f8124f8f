import { companyIn } from "#src/content/company.server.ts";
import { notFoundPagePaths } from "#src/routing/fixed-paths.ts";
import { type Navigation, navigation } from "#src/components/layout/navigation.server.ts";
import { type PageTemplate, type SitePage, sitePages } from "#src/routing/site-map.server.ts";
import type { FooterCompany } from "#src/components/layout/site-footer.tsx";
import { type Language, languages } from "#src/i18n/languages.ts";
import type { ShellWords } from "#src/i18n/dictionary.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { ContactFormProps } from "#src/islands/contact-form.tsx";
import type { CourseFinderProps } from "#src/islands/course-finder.tsx";
import type { EnrolmentFormProps } from "#src/islands/enrolment-form.tsx";
import type { ProseInline } from "#src/components/parse-prose.ts";
import type { HeadTag } from "#src/seo/page-meta.ts";
import { organization } from "#src/seo/structured-data.ts";
import * as notFound from "./not-found-page.tsx";
import { pageTemplates, type TemplateProps } from "./page-templates.ts";

/**
 * Everything one built page is made of, gathered from the content at build
 * time: its head, the shell around it (menus, footer, interface words), the
 * template with its props, and the island it hosts, if any. The route entry
 * (src/pages/[...path].astro) renders it; nothing of it runs in the browser
 * except the island.
 */
export interface PageView {
  language: Language;
  path: string;
  alternates?: Record<Language, string>;
  head: HeadTag[];
  /** Organization structured data, on every page. */
  organization: object;
  shell: { ui: ShellWords; navigation: Navigation; company: FooterCompany };
  body: TemplateView;
  island?: IslandView;
}

export type TemplateView =
  | { [T in PageTemplate]: { template: T; props: TemplateProps<T> } }[PageTemplate]
  | { template: "not-found"; props: notFound.NotFoundPageProps };

export type IslandView =
  | {
      kind: "contact-form";
      props: ContactFormProps;
      privacyNote: ProseInline[];
      enrolment: EnrolmentFormProps;
      enrolmentPrivacyNote: ProseInline[];
    }
  | { kind: "course-finder"; props: CourseFinderProps };

/** A page to build: one of the site map, or a language's not-found page. */
export type PageAddress =
  | { kind: "page"; page: SitePage }
  | { kind: "not-found"; language: Language };

export function pageView(address: PageAddress): PageView {
  const language = address.kind === "page" ? address.page.language : address.language;
  const company = companyIn(language);
  const { placeholders: _, ...shown } = company;
  const base = {
    language,
    organization: organization(company),
    shell: { ui: dictionaries[language].shell, navigation: navigation(language), company: shown },
  };
  if (address.kind === "not-found") {
    const props = notFound.load(language);
    return {
      ...base,
      path: notFoundPagePaths[language],
      head: props.meta,
      body: { template: "not-found", props },
    };
  }
  const { page } = address;
  const body = { template: page.template, props: pageTemplates[page.template].load(page) };
  return {
    ...base,
    path: page.path,
    alternates: page.alternates,
    head: body.props.meta,
    body: body as TemplateView,
    island: islandOf(body as TemplateView),
  };
}

function islandOf(body: TemplateView): IslandView | undefined {
  if (body.template === "contact") {
    return {
      kind: "contact-form",
      props: body.props.form,
      privacyNote: body.props.privacyNote,
      enrolment: body.props.enrolment,
      enrolmentPrivacyNote: body.props.enrolmentPrivacyNote,
    };
  }
  if (body.template === "training") {
    const { title: _, ...props } = body.props.finder;
    return { kind: "course-finder", props };
  }
  return undefined;
}

/** Every page the build writes, for the route entry's getStaticPaths. */
export function pagesToBuild(): {
  params: { path: string | undefined };
  props: { view: PageView };
}[] {
  const addresses: PageAddress[] = [
    ...sitePages().map((page) => ({ kind: "page" as const, page })),
    ...languages.map((language) => ({ kind: "not-found" as const, language })),
  ];
  return addresses.map((address) => {
    const view = pageView(address);
    return {
      params: { path: view.path === "/" ? undefined : view.path.slice(1) },
      props: { view },
    };
  });
}
