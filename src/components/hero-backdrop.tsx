/**
 * The dark brand backdrop behind every hero (pages, home, the Scrum hub's
 * course cards): a glow of the brand colour over the darkest brand tone. The
 * parent is `relative isolate overflow-hidden bg-brand-950`; the glow's size
 * and position vary with the banner's shape.
 */
const glows = {
  page: "bg-[radial-gradient(60rem_30rem_at_85%_20%,var(--color-brand-800),transparent)]",
  home: "bg-[radial-gradient(70rem_40rem_at_80%_10%,var(--color-brand-800),transparent)]",
  card: "bg-[radial-gradient(30rem_14rem_at_80%_0%,var(--color-brand-800),transparent)]",
} as const;

export function HeroBackdrop({ glow }: { glow: keyof typeof glows }) {
  return (
    <div aria-hidden="true" className={`absolute inset-0 -z-10 print:hidden ${glows[glow]}`} />
  );
}
