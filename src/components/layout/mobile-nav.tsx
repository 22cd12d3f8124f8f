import { Icon } from "../icon";
import { uiIcons } from "../ui-icons";
import { useState } from "react";
import { Link } from "react-router";
import type { Navigation } from "~/content/navigation.server";
import { fill } from "~/i18n/fill";
import { useUiStrings } from "~/i18n/use-ui-strings";
import { useIsHydrated } from "~/modules/use-is-hydrated";
import { LanguageSwitcher } from "./language-switcher";

/**
 * The menu below the lg breakpoint: one button opens a panel with the same
 * items as the desktop menus, each group collapsible, opened by click.
 * Choosing any link closes it.
 */
export function MobileNav(props: {
  navigation: Navigation;
  isOpen: boolean;
  onToggle: () => void;
  onChoose: () => void;
}) {
  const { navigation, isOpen, onChoose } = props;
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const isTrainingOpen = openGroup !== null && openGroup !== "services";
  const isHydrated = useIsHydrated();
  const ui = useUiStrings().menu;

  return (
    <div className="lg:hidden">
      {isHydrated ? (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          onClick={props.onToggle}
          className="-mr-2 flex size-12 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        >
          <span className="sr-only">{ui.toggle}</span>
          {isOpen ? (
            <Icon node={uiIcons.x} className="size-6" />
          ) : (
            <Icon node={uiIcons.menu} className="size-6" />
          )}
        </button>
      ) : (
        // Before the script runs (or without it) the menu cannot open; this
        // link takes the visitor to the footer, which lists every section.
        <a
          href="#site-footer"
          className="-mr-2 flex size-12 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        >
          <span className="sr-only">{ui.toggle}</span>
          <Icon node={uiIcons.menu} className="size-6" />
        </a>
      )}
      <nav
        id="mobile-menu"
        aria-label={ui.label}
        onKeyDown={(event) => event.key === "Escape" && props.onToggle()}
        className={`fixed inset-x-0 top-header bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pb-10 transition duration-200 ${
          isOpen ? "visible translate-y-0 opacity-100" : "invisible -translate-y-2 opacity-0"
        }`}
      >
        <ul className="divide-y divide-slate-100">
          <MobileGroup
            label={ui.services}
            isOpen={openGroup === "services"}
            onToggle={() => setOpenGroup((open) => (open === "services" ? null : "services"))}
          >
            {navigation.services.map((link) => (
              <MobileLink key={link.href} to={link.href} onChoose={onChoose}>
                {link.label}
              </MobileLink>
            ))}
            <MobileLink to={navigation.servicesOverview} onChoose={onChoose} isSecondary>
              {ui.allServices}
            </MobileLink>
          </MobileGroup>
          <MobileGroup
            label={ui.training}
            isOpen={isTrainingOpen}
            onToggle={() => setOpenGroup(isTrainingOpen ? null : "training")}
          >
            {navigation.training.map((family) => (
              <MobileGroup
                key={family.href}
                label={family.label}
                isNested
                isOpen={openGroup === family.href}
                onToggle={() =>
                  setOpenGroup((open) => (open === family.href ? "training" : family.href))
                }
              >
                <MobileLink to={family.href} onChoose={onChoose} isSecondary>
                  {fill(ui.familyOverview, { name: family.label, title: family.title })}
                </MobileLink>
                {family.courses.map((course) => (
                  <MobileLink
                    key={course.href}
                    to={course.hubHref}
                    state={{ scrollTo: course.scrollTo }}
                    onChoose={onChoose}
                  >
                    {course.label}
                    {course.nextRun && (
                      <span
                        data-run-start={course.nextRun.start}
                        className="block text-xs font-normal text-slate-600"
                      >
                        {course.nextRun.label}
                      </span>
                    )}
                  </MobileLink>
                ))}
              </MobileGroup>
            ))}
            <MobileLink to={navigation.allTraining.href} onChoose={onChoose} isSecondary>
              {navigation.allTraining.label}
            </MobileLink>
          </MobileGroup>
          <li>
            <Link
              to={navigation.about.href}
              onClick={onChoose}
              className="block py-4 text-lg font-medium text-slate-800"
            >
              {navigation.about.label}
            </Link>
          </li>
          <li>
            <LanguageSwitcher className="flex py-4 text-lg text-slate-800" />
          </li>
        </ul>
        <Link
          to={navigation.consultation.href}
          onClick={onChoose}
          className="mt-4 flex items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-lg font-semibold text-white"
        >
          {navigation.consultation.label}
        </Link>
      </nav>
    </div>
  );
}

function MobileGroup(props: {
  label: string;
  isOpen: boolean;
  isNested?: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const id = `mobile-${props.label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={props.isOpen}
        aria-controls={id}
        onClick={props.onToggle}
        className={`flex w-full items-center justify-between text-left font-medium text-slate-800 ${
          props.isNested ? "py-3 pl-3 text-base" : "py-4 text-lg"
        }`}
      >
        {props.label}
        <Icon
          node={uiIcons.chevronDown}
          className={`size-5 transition-transform duration-200 ${props.isOpen ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={id} hidden={!props.isOpen} className={props.isNested ? "pb-2 pl-3" : "pb-3"}>
        {props.children}
      </ul>
    </li>
  );
}

function MobileLink(props: {
  to: string;
  state?: { scrollTo: string };
  onChoose: () => void;
  isSecondary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Link
        to={props.to}
        state={props.state}
        onClick={props.onChoose}
        className={`block rounded-md px-3 py-2.5 ${props.isSecondary ? "font-medium text-brand-700" : "text-slate-700"}`}
      >
        {props.children}
      </Link>
    </li>
  );
}
