import type { ComponentType, ReactNode } from "react";
import { SiteFooter } from "#src/components/layout/site-footer.tsx";
import { SiteHeader } from "#src/components/layout/site-header.tsx";
import { PageProvider } from "#src/components/page-context.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import type { PageView } from "./page-view.server.ts";
import { pageTemplates } from "./page-templates.ts";

/**
 * The `<body>` of every page as one React tree, rendered at build time: the
 * skip link, the fixed header with the menus, the page's template in <main>
 * and the footer. `children` is the page's island (placed by the route
 * entry), handed to the template that hosts it.
 */
export function PageBody({
  view,
  children,
  enrolment,
}: {
  view: PageView;
  children?: ReactNode;
  /** The contact page's second island (Astro's named slot "enrolment"). */
  enrolment?: ReactNode;
}) {
  const { shell } = view;
  // The site map pairs each template with its own load's props (PageView's TemplateView).
  const Template = (
    view.body.template === "not-found" ? NotFoundPage : pageTemplates[view.body.template].Page
  ) as ComponentType<{ children?: ReactNode; enrolment?: ReactNode }>;
  return (
    <PageProvider
      value={{
        language: view.language,
        path: view.path,
        alternates: view.alternates,
        ui: shell.ui,
        navigation: shell.navigation,
      }}
    >
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shell.ui.skipToContent}
      </a>
      <SiteHeader navigation={shell.navigation} brandName={shell.company.name} />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Template {...(view.body.props as object)} enrolment={enrolment}>
          {children}
        </Template>
      </main>
      <SiteFooter navigation={shell.navigation} company={shell.company} />
    </PageProvider>
  );
}
