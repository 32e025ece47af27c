// A page rendered on the server brings its styled-components rules in a <style data-styled>,
// parsed with the HTML. Left alone, styled-components copies each of them into a sheet of its own
// as it starts (a rule at a time: a long task on a slow phone) and drops the server's. Instead the
// server's sheet becomes its sheet, with each component's class names (so nothing it already holds
// is inserted again) and its number of rules (so rules inserted later land in their place).
import type { __PRIVATE__ } from 'styled-components';

type StyledInternals = typeof __PRIVATE__;

/** The marker styled-components writes after each component's rules: its id and class names. */
const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]$/;

/**
 * Before styled-components loads: it reads back every `style[data-styled]` but those marked as its
 * own ("active"), so the server's tag is marked so.
 */
export function hideServerStyles(): HTMLStyleElement | null {
  const tag = document.querySelector<HTMLStyleElement>('style[data-styled]');
  tag?.setAttribute('data-styled', 'active');
  return tag;
}

/**
 * Once styled-components is loaded and before any styled component is defined: the components'
 * groups (which order their rules) are then numbered as the server's sheet lists them.
 */
export function adoptServerStyles(
  tag: HTMLStyleElement,
  { StyleSheet, mainSheet }: StyledInternals,
) {
  const { sheet } = tag;
  if (!sheet) return;
  const sizes: number[] = [];
  let rules = 0;
  for (const rule of sheet.cssRules) {
    rules += 1;
    const marker = rule instanceof CSSStyleRule && MARKER.exec(rule.selectorText);
    if (!marker) continue;
    const id = marker[1];
    // The marker counts as one of its group's rules: it stays in the sheet.
    sizes[StyleSheet.registerId(id)] = rules;
    rules = 0;
    for (const name of rule.style.content.slice(1, -1).split(','))
      if (name) mainSheet.registerName(id, name);
  }
  const grouped = mainSheet.getTag();
  // The sheet styled-components just made for itself, still empty, goes; the server's serves.
  (grouped.tag as { element?: Element }).element?.remove();
  grouped.tag = {
    length: sheet.cssRules.length,
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
      } catch {
        return false;
      }
      this.length += 1;
      return true;
    },
    deleteRule(index) {
      sheet.deleteRule(index);
      this.length -= 1;
    },
    getRule: (index) => sheet.cssRules[index]?.cssText ?? '',
  };
  const groupSizes = new Uint32Array(Math.max(grouped.length, sizes.length));
  sizes.forEach((size, group) => (groupSizes[group] = size));
  grouped.groupSizes = groupSizes;
  grouped.length = groupSizes.length;
}
