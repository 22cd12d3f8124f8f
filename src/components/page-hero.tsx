import { HeroBackdrop } from "./hero-backdrop.tsx";
import type { IconNode } from "./icon.tsx";
import { PatternArt } from "./pattern-art.tsx";

/**
 * The 400 px banner that opens every inner page: title, tagline and our own
 * seeded art. `children` takes extra content such as buttons or key facts.
 */
export function PageHero(props: {
  title: string;
  tagline: string;
  seed: string;
  icon?: IconNode;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative isolate flex h-[400px] items-center overflow-hidden bg-brand-950 print:h-auto print:bg-white">
      <HeroBackdrop glow="page" />
      <PatternArt
        seed={props.seed}
        icon={props.icon}
        className="no-print absolute top-1/2 right-0 -z-10 h-[320px] w-[480px] -translate-y-1/2 translate-x-1/3 opacity-15 sm:translate-x-1/4 sm:opacity-25 lg:translate-x-0 lg:opacity-90"
      />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          {props.eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wider text-accent-300 uppercase print:text-slate-700">
              {props.eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl print:text-slate-900">
            {props.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100 sm:text-xl print:text-slate-700">
            {props.tagline}
          </p>
          {props.children}
        </div>
      </div>
    </section>
  );
}
