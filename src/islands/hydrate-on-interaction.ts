import type { ClientDirective } from "astro";

/**
 * `client:interaction`: an island that starts when the visitor first touches
 * it (focus, pointer, key). Its form works without it (a plain post), so the
 * page loads no React for it until then; a submit before the island runs is
 * the plain post. Registered in astro.config.ts.
 */
const events = ["focusin", "pointerdown", "keydown"] as const;

export default ((load, _options, element) => {
  const start = async () => {
    for (const type of events) element.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of events) element.addEventListener(type, start);
}) satisfies ClientDirective;
