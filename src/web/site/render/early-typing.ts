/**
 * What a reader typed into a server-rendered form before the script adopted the page (a slow phone) is on the
 * screen but not yet in the page's state, so sending the form would send it empty. Once the page is adopted each
 * such field tells the page what it holds, as if typed now (docs/server-rendering.md).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A single select whose markup marks no option shows its first one: that is the page's, not the reader's choice. */
const pickedAway = (select: HTMLSelectElement) => {
  if (select.multiple) return [...select.options].some((option) => option.selected !== option.defaultSelected);
  const marked = [...select.options].findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (marked === -1 ? 0 : marked);
};

const typedAway = (field: Field) =>
  field instanceof HTMLSelectElement
    ? pickedAway(field)
    : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/** React notices a value only when it differs from the one it last saw: set that to the default first. */
const retell = (field: Field) => {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !field.checked;
    field.click();
    return;
  }
  const typed = field.value;
  const own = Object.getOwnPropertyDescriptor(field, 'value')?.set;
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;
  own?.call(field, field instanceof HTMLSelectElement ? '' : field.defaultValue);
  native.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

export const keepEarlyTyping = (root: HTMLElement) => {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) if (typedAway(field)) retell(field);
};
