/**
 * After a change that may have taken the focused control off the page (its row gone, a dialog's
 * opener gone, a button replaced), the focus would fall to the page's start and a keyboard would
 * start again from the skip link: `target()` takes it then. Deferred past a dialog's own return
 * of the focus to its opener.
 */
export function focusIfLost(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  }, 0);
}
