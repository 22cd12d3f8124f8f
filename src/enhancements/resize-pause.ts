/**
 * While the window is being resized, `is-resizing` on <html> stops
 * transitions, so menus switch between the desktop and mobile layout without
 * a half-finished animation; it goes once no resize has come for 250 ms.
 */
export function pauseTransitionsOnResize(root: HTMLElement, delayMs = 250) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener("resize", () => {
    root.classList.add("is-resizing");
    clearTimeout(timer);
    timer = setTimeout(() => root.classList.remove("is-resizing"), delayMs);
  });
}
