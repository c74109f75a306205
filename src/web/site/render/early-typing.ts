/**
 * What a reader typed into a server-rendered form before the script adopted the page (a slow phone) is on the
 * screen but not yet in the page's state, so sending the form would send it empty. Once the page is adopted each
 * such field tells the page what it holds, as if typed now (docs/server-rendering.md).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTick = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A single select whose markup marks no option shows its first one: that is the page's, not the reader's choice. */
const pickedAway = (select: HTMLSelectElement) => {
  if (select.multiple) return [...select.options].some((option) => option.selected !== option.defaultSelected);
  const marked = [...select.options].findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (marked === -1 ? 0 : marked);
};

const typedAway = (field: Field) =>
  field instanceof HTMLSelectElement ? pickedAway(field) : isTick(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

/** React notices a value only when it differs from the one it last saw: set that to another first. */
const retell = (field: Field, { value, checked }: Typed) => {
  if (isTick(field)) {
    field.checked = !checked;
    field.click();
    return;
  }
  const own = Object.getOwnPropertyDescriptor(field, 'value')?.set;
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;
  own?.call(field, field instanceof HTMLSelectElement ? '' : field.defaultValue);
  native.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Everything typed is read before any of it is told, then told a field a task, so React has rendered each into the
 * page's state before the next: a form's handlers may read the state the last one left. Picks come last: telling
 * one may draw the form again from that state (a list's filters follow its address), with new fields where the
 * typed ones were, found again by their id. Resolves once all is told.
 */
export const keepEarlyTyping = async (root: HTMLElement) => {
  const typed = [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(typedAway)
    .map((field): Typed => ({ field, value: field.value, checked: isTick(field) && field.checked }))
    .sort((a, b) => Number(a.field instanceof HTMLSelectElement) - Number(b.field instanceof HTMLSelectElement));
  for (const early of typed) {
    const field = early.field.isConnected ? early.field : early.field.id ? root.querySelector<Field>(`#${CSS.escape(early.field.id)}`) : null;
    if (field) retell(field, early);
    await nextTask();
  }
};
