import { Icon } from "../icon";
import { uiIcons } from "../ui-icons";
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link, NavLink, useLocation } from "react-router";
import { usePagePath } from "~/modules/use-page-path";
import type { Navigation, TrainingMenuFamily } from "~/content/navigation.server";
import { fill } from "~/i18n/fill";
import { useUiStrings } from "~/i18n/use-ui-strings";
import { LanguageSwitcher } from "./language-switcher";

type MenuName = "services" | "training";

/**
 * Desktop menus, built as the disclosure-navigation pattern: each menu is a
 * button with aria-expanded that shows a list of links. Mouse users open it by
 * hovering, keyboard users with Enter or Space; Escape closes it and returns
 * focus to its button, and focus leaving the menu closes it.
 */
export function DesktopNav({ navigation }: { navigation: Navigation }) {
  const location = useLocation();
  const ui = useUiStrings().menu;
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const [openFamily, setOpenFamily] = useState<string | null>(null);
  const buttons = useRef<Partial<Record<MenuName, HTMLButtonElement | null>>>({});
  // A mouse user's click lands right after hover opened the menu; that click
  // must not toggle it shut again.
  const openedByHover = useRef(false);

  const closeAll = () => {
    setOpenMenu(null);
    setOpenFamily(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(closeAll, [location.key]);

  // A tap or click anywhere outside the menus closes them (touch has no hover to leave).
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-subscribe only when a menu opens or closes
  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openMenu]);

  const menuProps = (name: MenuName) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      openedByHover.current = openMenu !== name;
      open(name);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      openedByHover.current = false;
      closeAll();
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeAll();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      closeAll();
      buttons.current[name]?.focus();
    },
  });

  // The Training panel opens on its first family, so its course column is never empty.
  const open = (name: MenuName) => {
    if (openMenu === name) return;
    setOpenMenu(name);
    setOpenFamily(name === "training" ? (navigation.training[0]?.href ?? null) : null);
  };

  const toggle = (name: MenuName) => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (openMenu === name) closeAll();
    else open(name);
  };

  return (
    <nav ref={navRef} aria-label={ui.label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li className="relative" {...menuProps("services")}>
          <MenuButton
            label={ui.services}
            controls="menu-services"
            isOpen={openMenu === "services"}
            onClick={() => toggle("services")}
            buttonRef={(el) => {
              buttons.current.services = el;
            }}
          />
          <MenuPanel id="menu-services" isOpen={openMenu === "services"} className="left-0 w-72">
            <ul className="p-2">
              {navigation.services.map((link) => (
                <li key={link.href}>
                  <MenuLink to={link.href} onChoose={closeAll}>
                    {link.label}
                  </MenuLink>
                </li>
              ))}
              <li className="mt-1 border-t border-slate-100 pt-1">
                <MenuLink to={navigation.servicesOverview} onChoose={closeAll} isSecondary>
                  {ui.allServices}
                </MenuLink>
              </li>
            </ul>
          </MenuPanel>
        </li>

        <li className="relative" {...menuProps("training")}>
          <MenuButton
            label={ui.training}
            controls="menu-training"
            isOpen={openMenu === "training"}
            onClick={() => toggle("training")}
            buttonRef={(el) => {
              buttons.current.training = el;
            }}
          />
          <MenuPanel
            id="menu-training"
            isOpen={openMenu === "training"}
            className="right-0 w-[34rem]"
            minHeight={trainingPanelHeight(navigation.training, openFamily)}
          >
            <ul className="w-52 p-2">
              {navigation.training.map((family) => (
                <TrainingSubmenu
                  key={family.href}
                  family={family}
                  isOpen={openFamily === family.href}
                  onOpen={() => setOpenFamily(family.href)}
                  onToggle={() =>
                    setOpenFamily((open) => (open === family.href ? null : family.href))
                  }
                  onClose={() => setOpenFamily(null)}
                  onChoose={closeAll}
                  overviewLabel={fill(ui.familyOverview, {
                    name: family.label,
                    title: family.title,
                  })}
                />
              ))}
              <li className="mt-1 border-t border-slate-100 pt-1">
                <MenuLink to={navigation.allTraining.href} onChoose={closeAll} isSecondary>
                  {navigation.allTraining.label}
                </MenuLink>
              </li>
            </ul>
          </MenuPanel>
        </li>

        <li>
          <NavLink
            to={navigation.about.href}
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
          <Link
            to={navigation.consultation.href}
            className="inline-flex items-center rounded-lg whitespace-nowrap bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            {navigation.consultation.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function MenuButton(props: {
  label: string;
  controls: string;
  isOpen: boolean;
  onClick: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <button
      ref={props.buttonRef}
      type="button"
      aria-expanded={props.isOpen}
      aria-controls={props.controls}
      onClick={props.onClick}
      className="flex items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:text-brand-700"
    >
      {props.label}
      <Icon
        node={uiIcons.chevronDown}
        className={`size-4 transition-transform duration-200 ${props.isOpen ? "rotate-180" : ""}`}
      />
    </button>
  );
}

function MenuPanel(props: {
  id: string;
  isOpen: boolean;
  className: string;
  minHeight?: string;
  children: React.ReactNode;
}) {
  // The panel hangs from the button with a transparent top padding, so the
  // pointer can travel from button to panel without leaving the menu.
  return (
    <div
      id={props.id}
      className={`absolute top-full pt-2 transition duration-150 ${props.className} ${
        props.isOpen ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0"
      }`}
    >
      <div
        style={{ minHeight: props.minHeight }}
        className="relative rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
      >
        {props.children}
      </div>
    </div>
  );
}

function TrainingSubmenu(props: {
  family: TrainingMenuFamily;
  isOpen: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onClose: () => void;
  onChoose: () => void;
  overviewLabel: string;
}) {
  const { family } = props;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = `submenu-${family.href.split("/").pop()}`;
  return (
    <li
      onPointerEnter={(event) => event.pointerType === "mouse" && props.onOpen()}
      onKeyDown={(event) => {
        if (event.key === "Escape" && props.isOpen) {
          // Escape steps out one level: close this submenu, back to its button.
          event.stopPropagation();
          props.onClose();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={props.isOpen}
        aria-controls={id}
        // A pointer click only ever opens a family (hover may have opened it a
        // moment before; the panel never ends up with an empty course column).
        // Enter and Space (detail 0) toggle it, as a disclosure button does.
        onClick={(event) => (event.detail > 0 ? props.onOpen() : props.onToggle())}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left font-medium text-slate-700 hover:bg-slate-50 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        {family.label}
        <Icon node={uiIcons.chevronRight} className="size-4" />
      </button>
      <div
        id={id}
        className={`absolute top-0 right-0 left-52 border-l border-slate-100 transition-opacity duration-150 ${
          props.isOpen ? "visible opacity-100" : "invisible opacity-0"
        }`}
      >
        <ul className="max-h-[calc(100vh-7rem)] overflow-y-auto p-2">
          <li>
            <MenuLink to={family.href} onChoose={props.onChoose} isSecondary>
              {props.overviewLabel}
            </MenuLink>
          </li>
          {family.courses.map((course) => (
            <li key={course.href}>
              <MenuLink
                to={course.hubHref}
                state={{ scrollTo: course.scrollTo }}
                onChoose={props.onChoose}
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
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function MenuLink(props: {
  to: string;
  state?: { scrollTo: string };
  onChoose: () => void;
  isSecondary?: boolean;
  children: React.ReactNode;
}) {
  const isCurrent = usePagePath() === props.to && !props.state;
  return (
    <Link
      to={props.to}
      state={props.state}
      aria-current={isCurrent ? "page" : undefined}
      onClick={props.onChoose}
      className={`block rounded-md px-3 py-2 text-[0.9375rem] hover:bg-slate-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 ${
        props.isSecondary ? "font-medium text-brand-700" : "text-slate-700"
      }`}
    >
      {props.children}
    </Link>
  );
}

/**
 * The Training panel holds the family list and, beside it, the open family's
 * courses (positioned over the panel's right column): its height follows the
 * longer of the two.
 */
function trainingPanelHeight(
  families: TrainingMenuFamily[],
  openHref: string | null,
): string | undefined {
  const open = families.find((family) => family.href === openHref);
  // One row is 2.4rem; +1 for the family's overview link, +1rem of padding.
  return open ? `${(open.courses.length + 1) * 2.4 + 1}rem` : undefined;
}
