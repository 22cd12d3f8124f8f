import { useEffect } from "react";

/**
 * Fade-and-rise for cards, once, as they scroll into view. Elements opt in with
 * a `data-reveal` attribute (and `--reveal-index` for the stagger). Only cards
 * still below the fold at hydration are hidden, and only by this script, so
 * the prerendered page never depends on JavaScript to show its content.
 * With prefers-reduced-motion nothing moves.
 */
export function useRevealOnScroll(routeKey: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: rescan the page after each navigation
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of document.querySelectorAll<HTMLElement>("[data-reveal='']")) {
      if (element.getBoundingClientRect().top < window.innerHeight) continue;
      element.dataset.reveal = "pending";
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [routeKey]);
}
