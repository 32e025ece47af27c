/** Smoothly scrolls to a section of the home page (the sections carry a header-sized scroll margin). */
export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
