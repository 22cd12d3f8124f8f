import type { Navigation } from "./navigation.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { Icon } from "#src/components/icon.tsx";
import { usePage } from "#src/components/page-context.tsx";
import { NextRunDate } from "#src/components/training/next-run-date.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

/**
 * The menu below the lg breakpoint: one button opens a panel (a popover,
 * native HTML: it works without script, Escape closes it) with the same items
 * as the desktop menus, each group a `<details>` opened by a tap. Choosing a
 * link loads its page; a link to a section of this page closes the panel
 * (src/enhancements/).
 */
export function MobileNav({ navigation }: { navigation: Navigation }) {
  const menu = usePage().ui.menu;
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="-mr-2 flex size-12 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        <span className="sr-only">{menu.toggle}</span>
        {/* Which icon shows follows the panel's state in CSS (app.css: .mobile-menu-icon). */}
        <Icon node={uiIcons.menu} className="mobile-menu-closed size-6" />
        <Icon node={uiIcons.x} className="mobile-menu-open size-6" />
      </button>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label={menu.label}
        className="mobile-menu overflow-y-auto border-t border-slate-200 bg-white px-4 pb-10"
      >
        <ul className="divide-y divide-slate-100">
          <MobileGroup label={menu.services}>
            {navigation.services.map((link) => (
              <MobileLink key={link.href} href={link.href}>
                {link.label}
              </MobileLink>
            ))}
            <MobileLink href={navigation.servicesOverview} isSecondary>
              {menu.allServices}
            </MobileLink>
          </MobileGroup>
          <MobileGroup label={menu.training}>
            {navigation.training.map((family) => (
              <li key={family.href}>
                <MobileDisclosure label={family.label} isNested>
                  <MobileLink href={family.href} isSecondary>
                    {fill(menu.familyOverview, { name: family.label, title: family.title })}
                  </MobileLink>
                  {family.courses.map((course) => (
                    <MobileLink key={course.href} href={`${course.hubHref}#${course.scrollTo}`}>
                      {course.label}
                      {course.nextRun && (
                        <NextRunDate
                          as="span"
                          isQuiet
                          run={course.nextRun}
                          className="block text-xs"
                        />
                      )}
                    </MobileLink>
                  ))}
                </MobileDisclosure>
              </li>
            ))}
            <MobileLink href={navigation.allTraining.href} isSecondary>
              {navigation.allTraining.label}
            </MobileLink>
          </MobileGroup>
          <li>
            <a
              href={navigation.about.href}
              className="block py-4 text-lg font-medium text-slate-800"
            >
              {navigation.about.label}
            </a>
          </li>
          <li>
            <LanguageSwitcher className="flex py-4 text-lg text-slate-800" />
          </li>
        </ul>
        <a
          href={navigation.consultation.href}
          className="mt-4 flex items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-lg font-semibold text-white"
        >
          {navigation.consultation.label}
        </a>
      </nav>
    </div>
  );
}

function MobileGroup(props: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <MobileDisclosure label={props.label}>{props.children}</MobileDisclosure>
    </li>
  );
}

/** A collapsible group: the summary is its button, the list its content. */
function MobileDisclosure(props: { label: string; isNested?: boolean; children: React.ReactNode }) {
  return (
    <details className="group/disclosure">
      <summary
        className={`flex w-full cursor-pointer list-none items-center justify-between text-left font-medium text-slate-800 [&::-webkit-details-marker]:hidden ${
          props.isNested ? "py-3 pl-3 text-base" : "py-4 text-lg"
        }`}
      >
        {props.label}
        <Icon
          node={uiIcons.chevronDown}
          className="size-5 transition-transform duration-200 group-open/disclosure:rotate-180"
        />
      </summary>
      <ul className={props.isNested ? "pb-2 pl-3" : "pb-3"}>{props.children}</ul>
    </details>
  );
}

function MobileLink(props: { href: string; isSecondary?: boolean; children: React.ReactNode }) {
  return (
    <li>
      <a
        href={props.href}
        className={`block rounded-md px-3 py-2.5 ${props.isSecondary ? "font-medium text-brand-700" : "text-slate-700"}`}
      >
        {props.children}
      </a>
    </li>
  );
}
