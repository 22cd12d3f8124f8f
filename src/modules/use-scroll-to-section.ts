import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the section a navigation asked for: the `scrollTo` navigation
 * state (menu links) or the URL's `#id` (shareable links, and links that work
 * without JavaScript). It waits `delayMs` (about 100 ms, as the original site did) so the page has
 * rendered and the router's own scroll-to-top has happened first. Smooth,
 * unless the visitor prefers reduced motion. The global scroll-padding keeps
 * the section clear of the fixed header.
 */
export function useScrollToSection(delayMs = 100) {
  const location = useLocation();
  const id = sectionIdFrom(location.state, location.hash);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again on every navigation, even to the same section
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => {
      const section = document.getElementById(id);
      if (!section) return;
      section.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [id, delayMs, location.key]);
}

/** The section a location names: navigation state `scrollTo` first, else the hash. */
export function sectionIdFrom(state: unknown, hash: string): string | undefined {
  const scrollTo = (state as { scrollTo?: unknown } | null)?.scrollTo;
  if (typeof scrollTo === "string" && scrollTo) return scrollTo;
  try {
    return decodeURIComponent(hash.replace(/^#/, "")) || undefined;
  } catch {
    // A malformed escape ("#%E0") names no element.
    return undefined;
  }
}

/**
 * For an in-page `#id` link's click handler: the browser's own jump to the
 * anchor (and the router's, which follows it) glides instead of jumping. Only
 * for this one navigation: a site-wide smooth scroll-behavior would also
 * animate the scroll to the top on every route change.
 */
export function glideToNextAnchor(maxMs = 1500) {
  if (prefersReducedMotion()) return;
  const root = document.documentElement;
  root.style.scrollBehavior = "smooth";
  const reset = () => {
    clearTimeout(timer);
    window.removeEventListener("scrollend", reset);
    root.style.removeProperty("scroll-behavior");
  };
  // No scrollend comes when the page is already there: the timer cleans up.
  const timer = setTimeout(reset, maxMs);
  window.addEventListener("scrollend", reset, { once: true });
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
