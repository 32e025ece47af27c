import { landOn } from '@da-boulder/shared-ui';

/**
 * Smoothly scrolls to a section of the home page and moves focus to it. The landing waits for
 * the sections that load on the way (testimonials, forms, programs) to settle, so it does not
 * stop short of a section they push down.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (section) landOn(section, { focus: true });
}
