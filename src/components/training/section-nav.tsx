import { plural } from "#src/i18n/plural.ts";
import { usePage } from "#src/components/page-context.tsx";
import { Icon, type IconNode } from "#src/components/icon.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";

export interface SectionNavItem {
  id: string;
  title: string;
  icon: IconNode;
  courseCount: number;
}

/**
 * In-page navigation to a hub's sections. Plain `#id` links: they work without
 * JavaScript, can be shared, and land below the fixed header thanks to the
 * global scroll-padding; the jump glides unless the visitor prefers reduced
 * motion (app.css).
 */
export function SectionNav({ items, label }: { items: SectionNavItem[]; label: string }) {
  const { language, ui } = usePage();
  return (
    <nav aria-label={label} className="no-print">
      <ul className={`grid gap-3 sm:grid-cols-2 ${items.length > 2 ? "lg:grid-cols-4" : ""}`}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-white">
                <Icon node={item.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                  {item.title}
                </span>
                <span className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                  {plural(language, item.courseCount, ui.courseCount)}
                  <Icon
                    node={uiIcons.chevronDown}
                    className="size-4 text-slate-400 transition-transform group-hover:translate-y-0.5 group-hover:text-brand-700"
                  />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
