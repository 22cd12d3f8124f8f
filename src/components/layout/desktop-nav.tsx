import type { Navigation, TrainingMenuFamily } from "./navigation.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { Icon } from "#src/components/icon.tsx";
import { usePage } from "#src/components/page-context.tsx";
import { NextRunDate } from "#src/components/training/next-run-date.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

/**
 * Desktop menus as native HTML: each menu is a button that opens its panel
 * as a popover (`popovertarget`), so clicking, tapping, Enter and Space open
 * it, Escape and a click outside close it, and focus returns to the button,
 * all without script. The shared page script (src/enhancements/) adds what
 * HTML cannot: opening on hover, closing when focus leaves, and closing when
 * a link to a section of the same page is chosen.
 *
 * The Training panel lists the families; each is a `<details>` of one
 * exclusive group whose course list fills the panel's right column. The
 * first family is open, so that column is never empty.
 */
export function DesktopNav({ navigation }: { navigation: Navigation }) {
  const { ui } = usePage();
  const menu = ui.menu;
  // The panel is as tall as the longest family's list (its overview link and courses).
  const rows = Math.max(0, ...navigation.training.map((family) => family.courses.length + 1));
  return (
    <nav aria-label={menu.label} className="hidden h-full lg:block">
      <ul className="flex h-full items-center gap-1">
        <li data-menu="" className="flex h-full items-center">
          <MenuButton
            label={menu.services}
            panel="menu-services"
            anchor="[anchor-name:--menu-services]"
          />
          <div
            id="menu-services"
            popover="auto"
            className="menu-panel menu-panel-start w-72 [position-anchor:--menu-services]"
          >
            <ul className="p-2">
              {navigation.services.map((link) => (
                <li key={link.href}>
                  <MenuLink href={link.href}>{link.label}</MenuLink>
                </li>
              ))}
              <li className="mt-1 border-t border-slate-100 pt-1">
                <MenuLink href={navigation.servicesOverview} isSecondary>
                  {menu.allServices}
                </MenuLink>
              </li>
            </ul>
          </div>
        </li>

        <li data-menu="" className="flex h-full items-center">
          <MenuButton
            label={menu.training}
            panel="menu-training"
            anchor="[anchor-name:--menu-training]"
          />
          <div
            id="menu-training"
            popover="auto"
            className="menu-panel menu-panel-end w-[34rem] min-h-[calc(var(--menu-rows)*2.4rem+1rem)] [position-anchor:--menu-training]"
            style={{ "--menu-rows": rows } as React.CSSProperties}
          >
            <ul className="w-52 p-2">
              {navigation.training.map((family, index) => (
                <TrainingFamily
                  key={family.href}
                  family={family}
                  isFirst={index === 0}
                  overviewLabel={fill(menu.familyOverview, {
                    name: family.label,
                    title: family.title,
                  })}
                />
              ))}
              <li className="mt-1 border-t border-slate-100 pt-1">
                <MenuLink href={navigation.allTraining.href} isSecondary>
                  {navigation.allTraining.label}
                </MenuLink>
              </li>
            </ul>
          </div>
        </li>

        <li>
          <NavLink
            href={navigation.about.href}
            className="block rounded-md px-3 py-2 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700"
          >
            {navigation.about.label}
          </NavLink>
        </li>
        <li>
          <LanguageSwitcher
            isCompact
            className="inline-flex rounded-md px-2 py-2 whitespace-nowrap text-slate-700 xl:px-3 hover:bg-slate-100 hover:text-slate-900"
          />
        </li>
        <li className="ml-3">
          <a
            href={navigation.consultation.href}
            className="inline-flex items-center rounded-lg whitespace-nowrap bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            {navigation.consultation.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** `anchor` names the button as its panel's anchor (CSS anchor positioning, app.css). */
function MenuButton({ label, panel, anchor }: { label: string; panel: string; anchor: string }) {
  return (
    <button
      type="button"
      popoverTarget={panel}
      className={`menu-button ${anchor} flex items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
    >
      {label}
      <Icon node={uiIcons.chevronDown} className="menu-chevron size-4 transition-transform" />
    </button>
  );
}

function TrainingFamily(props: {
  family: TrainingMenuFamily;
  isFirst: boolean;
  overviewLabel: string;
}) {
  const { family } = props;
  return (
    <li>
      <details name="training-family" open={props.isFirst} className="group/family">
        <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-left font-medium text-slate-700 group-open/family:bg-brand-50 group-open/family:text-brand-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          {family.label}
          <Icon node={uiIcons.chevronRight} className="size-4" />
        </summary>
        <ul className="absolute top-0 right-0 left-52 max-h-[calc(100vh-7rem)] overflow-y-auto border-l border-slate-100 p-2">
          <li>
            <MenuLink href={family.href} isSecondary>
              {props.overviewLabel}
            </MenuLink>
          </li>
          {family.courses.map((course) => (
            <li key={course.href}>
              <MenuLink href={`${course.hubHref}#${course.scrollTo}`}>
                {course.label}
                {course.nextRun && (
                  <NextRunDate as="span" isQuiet run={course.nextRun} className="block text-xs" />
                )}
              </MenuLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A link marked as the current page (`aria-current`) when it leads to the page it is on. */
export function NavLink(props: { href: string; className: string; children: React.ReactNode }) {
  const isCurrent = usePage().path === props.href;
  return (
    <a href={props.href} aria-current={isCurrent ? "page" : undefined} className={props.className}>
      {props.children}
    </a>
  );
}

function MenuLink(props: { href: string; isSecondary?: boolean; children: React.ReactNode }) {
  return (
    <NavLink
      href={props.href}
      className={`block rounded-md px-3 py-2 text-[0.9375rem] hover:bg-slate-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 ${
        props.isSecondary ? "font-medium text-brand-700" : "text-slate-700"
      }`}
    >
      {props.children}
    </NavLink>
  );
}
