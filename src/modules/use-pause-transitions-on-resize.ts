import { useEffect } from "react";

/**
 * While the window is being resized, add `className` to <html> so menus switch
 * between desktop and mobile layout without a half-finished animation; remove
 * it once no resize event has come for `delayMs` (250 ms, as the original site did).
 */
export function usePauseTransitionsOnResize(className = "is-resizing", delayMs = 250) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const root = document.documentElement;
    const onResize = () => {
      root.classList.add(className);
      clearTimeout(timer);
      timer = setTimeout(() => root.classList.remove(className), delayMs);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      clearTimeout(timer);
      root.classList.remove(className);
    };
  }, [className, delayMs]);
}
