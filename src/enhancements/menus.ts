/**
 * The menus are native popovers opened by their buttons (`popovertarget`),
 * which gives click, tap, keyboard, Escape, light dismiss and focus return
 * for free. This adds, for a mouse: open on hover, close on leaving, and a
 * click right after hover opened a menu keeps it open instead of toggling
 * it shut. For everyone: focus leaving a menu closes it, choosing a link in
 * one closes it (a link to a section of this page loads no new page), and a
 * Training panel never opens with its course column empty.
 */
export function enhanceMenus(root: Document) {
  for (const item of root.querySelectorAll<HTMLElement>("[data-menu]")) {
    const button = item.querySelector<HTMLButtonElement>("button[popovertarget]");
    const panel = button && root.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!button || !panel) continue;
    let isOpenedByHover = false;
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse" || panel.matches(":popover-open")) return;
      panel.showPopover();
      isOpenedByHover = true;
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      isOpenedByHover = false;
      if (panel.matches(":popover-open")) panel.hidePopover();
    });
    button.addEventListener("click", (event) => {
      // A pointer click (detail > 0) on a menu hover just opened: keep it open.
      if (isOpenedByHover && event.detail > 0) event.preventDefault();
      isOpenedByHover = false;
    });
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !item.contains(next) && panel.matches(":popover-open")) panel.hidePopover();
    });
    // Hovering a family of the Training panel shows its courses.
    for (const family of panel.querySelectorAll<HTMLDetailsElement>("details")) {
      family.querySelector("summary")?.addEventListener("pointerenter", (event) => {
        if (event.pointerType === "mouse") family.open = true;
      });
    }
    panel.addEventListener("toggle", (event) => {
      if ((event as ToggleEvent).newState !== "open") return;
      const families = [...panel.querySelectorAll<HTMLDetailsElement>("details")];
      const [first] = families;
      if (first && !families.some((family) => family.open)) first.open = true;
    });
  }
  for (const panel of root.querySelectorAll<HTMLElement>("[popover]")) {
    panel.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a[href]")) panel.hidePopover();
    });
  }
  // A page restored from the back/forward cache shows no menu left open.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const panel of root.querySelectorAll<HTMLElement>("[popover]:popover-open")) {
      panel.hidePopover();
    }
  });
}
