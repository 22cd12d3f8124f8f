/**
 * Cards fade and rise once as they scroll into view (`data-reveal`, with
 * `--reveal-index` for the stagger; app.css has the animation). Only cards
 * the observer first reports off screen are hidden, and only by this script,
 * so the built page never depends on it to show its content; cards already in
 * view stay as they are. With reduced motion nothing moves.
 */
export function revealOnScroll(root: Document) {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const card = entry.target as HTMLElement;
        if (!entry.isIntersecting) {
          // The first report, for a card below the fold: hidden until it arrives.
          if (card.dataset.reveal === "") card.dataset.reveal = "pending";
          continue;
        }
        if (card.dataset.reveal === "pending") card.dataset.reveal = "shown";
        observer.unobserve(card);
      }
    },
    // No margin: a card the first report calls off screen must truly be off it.
    { rootMargin: "0px" },
  );
  for (const card of root.querySelectorAll<HTMLElement>("[data-reveal='']")) observer.observe(card);
}
