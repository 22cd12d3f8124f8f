import { Icon } from "./icon.tsx";
import { uiIcons } from "./ui-icons.ts";
import { breadcrumbList, type Crumb } from "#src/seo/structured-data.ts";
import { useShellWords } from "./page-context.tsx";
import { JsonLd } from "./json-ld.tsx";
import { useSiteNavigation } from "#src/components/layout/use-site-navigation.ts";

/** Visible breadcrumb trail (home first, current page last) plus its BreadcrumbList. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const ui = useShellWords().breadcrumbs;
  const trail = [{ label: ui.home, path: useSiteNavigation().home }, ...crumbs];
  return (
    <nav aria-label={ui.label} className="no-print border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <Icon node={uiIcons.chevronRight} className="size-4 text-slate-400" />}
              {isLast ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <a
                  href={crumb.path}
                  className="inline-block py-1 text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbList(trail)} />
    </nav>
  );
}
