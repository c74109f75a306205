/**
 * After a failed submit the keyboard and screen reader go to what needs fixing: the first field marked invalid
 * (in the order the form shows them), or else the form's error message. This works for every form of the site
 * at once, whatever keeps its state: it watches the form that was just submitted and acts when its fields are
 * marked, by the form's own checks at once or by the server's answer later. Fields are marked the site's way:
 * aria-invalid on the control (describedBy in field.tsx) or the `invalid` class on its field or fieldset.
 */
import { useEffect } from 'react';

const controls = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** The control to fix first, or the form's message when no field is marked. */
export const firstInvalid = (form: HTMLFormElement): HTMLElement | null => {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"], .invalid');
  if (marked) {
    if (marked.matches(controls)) return marked;
    // A field or a group of choices: its chosen option, else its first control.
    const inside = marked.querySelector<HTMLElement>('input:checked:not(:disabled)') ?? marked.querySelector<HTMLElement>(controls);
    if (inside) return inside;
  }
  return form.querySelector<HTMLElement>('[role="alert"]');
};

const focus = (target: HTMLElement) => {
  if (!target.matches(`${controls}, a[href], [tabindex]`)) target.tabIndex = -1;
  target.focus();
};

/** How long an answer is waited for: a slow phone connection can take this long; longer, the reader has moved on. */
const patienceMs = 60_000;
/** What the reader does that means they have moved on, so their focus is left where they put it. */
const movingOn = ['keydown', 'pointerdown'] as const;

/** Watches every form submitted in `root`; returns the function that stops. */
export const watchSubmits = (root: Document) => {
  let stopWatch = () => {};
  const submitted = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatch();
    const look = () => {
      if (!form.isConnected) return stop();
      const target = firstInvalid(form);
      if (!target) return;
      stop();
      focus(target);
    };
    const observer = new MutationObserver(look);
    // The form's own checks may mark again the very fields already marked, which changes nothing to observe.
    const frame = requestAnimationFrame(look);
    const timer = setTimeout(() => stop(), patienceMs);
    const stop = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const type of movingOn) root.removeEventListener(type, stop, true);
    };
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid', 'class', 'role'] });
    for (const type of movingOn) root.addEventListener(type, stop, true);
    stopWatch = stop;
  };
  root.addEventListener('submit', submitted, true);
  return () => {
    stopWatch();
    root.removeEventListener('submit', submitted, true);
  };
};

/** Installs the watch for the site's lifetime (the layout is mounted once). */
export const useFocusInvalidAfterSubmit = () => useEffect(() => watchSubmits(document), []);
