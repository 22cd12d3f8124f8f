/**
 * Cards fade and rise once as they scroll into view (`data-reveal`, with
 * `--reveal-index` for the stagger; app.css has the animation). Only cards
 * still below the fold are hidden, and only by this script, so the built page
 * never depends on it to show its content. With reduced motion nothing moves.
 */
export function revealOnScroll(root: Document) {
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
  for (const element of root.querySelectorAll<HTMLElement>("[data-reveal='']")) {
    if (element.getBoundingClientRect().top < window.innerHeight) continue;
    element.dataset.reveal = "pending";
    observer.observe(element);
  }
}
