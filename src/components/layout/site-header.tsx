import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Navigation } from "~/content/navigation.server";
import { usePauseTransitionsOnResize } from "~/modules/use-pause-transitions-on-resize";
import { BrandLogo } from "../brand-logo";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

/** The fixed 80 px bar on every page: logo, desktop menus or the mobile menu button. */
export function SiteHeader({
  navigation,
  brandName,
}: {
  navigation: Navigation;
  brandName: string;
}) {
  const location = useLocation();
  const [isMobileOpen, setMobileOpen] = useState(false);
  usePauseTransitionsOnResize();

  // Any navigation closes the mobile menu (desktop menus close themselves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setMobileOpen(false), [location.key]);

  return (
    <header className="no-print fixed inset-x-0 top-0 z-50 h-header border-b border-slate-200 bg-white">
      {/* No backdrop-filter here: it would make the header the containing block
          of the fixed mobile menu panel and squash it to 80 px. */}
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link
          to={navigation.home}
          className="-m-1 rounded-md p-1"
          onClick={() => setMobileOpen(false)}
        >
          <BrandLogo name={brandName} />
        </Link>
        <DesktopNav navigation={navigation} />
        <MobileNav
          navigation={navigation}
          isOpen={isMobileOpen}
          onToggle={() => setMobileOpen((open) => !open)}
          onChoose={() => setMobileOpen(false)}
        />
      </div>
    </header>
  );
}
