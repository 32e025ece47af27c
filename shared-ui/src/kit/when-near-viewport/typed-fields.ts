// What a visitor typed into fields of server-rendered HTML before their code came, carried over to
// the fields that replace them.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type TypedFields = { values: Map<string, string | boolean>; focused?: string };

const fieldsIn = (root: Element) =>
  [...root.querySelectorAll<Field>('input[id], textarea[id], select[id]')].filter(
    (field) => !(field instanceof HTMLInputElement && field.type === 'hidden'),
  );

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields' values (checked for a choice) by id, and which one has focus. */
export function typedFields(root: Element): TypedFields {
  const values = new Map<string, string | boolean>();
  for (const field of fieldsIn(root))
    values.set(field.id, isChoice(field) ? field.checked : field.value);
  const active = document.activeElement;
  return { values, focused: active && root.contains(active) ? active.id : undefined };
}

/**
 * Gives the fields in `root` with the same ids the values typed. Set as typing would, through the
 * element's own value setter and an input event, so React and the form's library take them in.
 */
export function restoreTypedFields(root: Element, typed: TypedFields) {
  for (const field of fieldsIn(root)) {
    const value = typed.values.get(field.id);
    if (value === undefined) continue;
    if (isChoice(field)) {
      if (field.checked !== value) field.click();
      continue;
    }
    if (field.value === value) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (typed.focused) document.getElementById(typed.focused)?.focus({ preventScroll: true });
}
