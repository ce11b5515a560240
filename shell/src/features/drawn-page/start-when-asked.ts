/**
 * A page the web server drew for a signed-out visitor (a public program page, decision 0253, and the
 * sign-in page, 0254) arrives readable without the platform's JavaScript: the shell's scripts are named as
 * data, and this small script (the only one the page loads) starts them when the visitor acts: points at or
 * presses something, types, scrolls with a wheel or touches the screen. Someone who only reads downloads
 * none of the app.
 *
 * While the shell starts, the drawn page stays in view and the app draws out of sight; once the app's page
 * is ready (the drawn page names it with `data-replaced-by`), it takes the drawn page's place; so does the
 * shell's failure panel if the page's remote did not come. A press on a drawn button that needs the app
 * (`data-intent`) shows the button busy and is pressed again on the app's button with the same intent,
 * focus on it, so the visitor presses once. What was typed into a drawn form goes into the app's fields of
 * the same name, with the focus and caret (the sign-in page); Enter in a drawn field presses its form's
 * button.
 *
 * Imports only constants: this file is built on its own (shell/webpack.standalone.js), about 1.3 KB gzip,
 * and is all the JavaScript a reader of a drawn page downloads.
 */

import { REMOTE_FAILED_ATTRIBUTE } from '../../components/remote-failed';

/** As the web server writes them (deploy/src/drawn-page/drawn-shell-page.ts). */
export const DRAWN_PAGE_ID = 'cf-drawn-page';
export const SHELL_SCRIPTS_ID = 'cf-shell-scripts';
/** A remote's area showing its failure: the app did not come. */
const APP_FAILED = `[${REMOTE_FAILED_ATTRIBUTE}]`;
/** The drawn page gives up waiting for the app after this long and shows whatever the app drew. */
export const APP_WAIT_MS = 20_000;
/** A kept press waits this long for the app's button to become available (its form checks what was typed). */
export const ENABLED_WAIT_MS = 3_000;

/** What the visitor does that says they are about to use the page, not only read it. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

const readScripts = (document: Document): string[] => {
  try {
    const list: unknown = JSON.parse(document.getElementById(SHELL_SCRIPTS_ID)?.textContent ?? '');
    // Only this origin's own files: the list is data in the page, never a way to load another's script.
    return Array.isArray(list)
      ? list.filter((src): src is string => typeof src === 'string' && /^\/(?![/\\])/.test(src))
      : [];
  } catch {
    return [];
  }
};

/** Sets a field the app draws (React reads a change from the input event, as from typing). */
const typeInto = (field: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/** Runs `then` once `element` is available, or `otherwise` if it is not within ENABLED_WAIT_MS. */
const whenEnabled = (element: HTMLElement, then: () => void, otherwise: () => void) => {
  if (!isDisabled(element)) return then();
  const watch = new MutationObserver(() => {
    if (isDisabled(element)) return;
    watch.disconnect();
    clearTimeout(stop);
    then();
  });
  watch.observe(element, { attributes: true });
  const stop = setTimeout(() => {
    watch.disconnect();
    otherwise();
  }, ENABLED_WAIT_MS);
};

export function startWhenAsked(document: Document): void {
  const drawn = document.getElementById(DRAWN_PAGE_ID);
  const scripts = readScripts(document);
  if (!drawn || scripts.length === 0) return;
  const replacedBy = drawn.dataset.replacedBy ?? '';
  const status = drawn.querySelector<HTMLElement>('[data-drawn-status]');
  let started = false;
  let pressed: HTMLElement | null = null;
  let observer: MutationObserver | null = null;
  let giveUp: ReturnType<typeof setTimeout> | undefined;

  /**
   * The app's page is ready: it takes the drawn page's place. A kept press is pressed again on the app's
   * button with the same intent; a drawn button that only had the focus hands it to that button.
   */
  const replace = () => {
    if (!drawn.isConnected) return;
    observer?.disconnect();
    clearTimeout(giveUp);
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && drawn.contains(active) ? active : null;
    const intent = (pressed ?? focused)?.dataset.intent;
    const typed = [...drawn.querySelectorAll('input')].filter((field) => field.name && field.value);
    drawn.remove();
    const appPage = (replacedBy && document.querySelector(replacedBy)) || document;
    const sameField = (name: string) =>
      appPage.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    // Into the app's empty fields only: whatever the app already holds stays.
    for (const field of typed) {
      const own = sameField(field.name);
      if (own && !own.value) typeInto(own, field.value);
    }
    const focusedField = focused instanceof HTMLInputElement && focused.name ? focused : null;
    const ownField = focusedField ? sameField(focusedField.name) : null;
    if (focusedField && ownField) {
      ownField.focus();
      try {
        ownField.setSelectionRange(focusedField.selectionStart, focusedField.selectionEnd);
      } catch {
        // Email fields have no caret position to set; focus is enough.
      }
    }
    const again = intent
      ? document.querySelector<HTMLElement>(`[data-intent="${CSS.escape(intent)}"]`)
      : null;
    if (!again) return;
    // A turn later: the app has drawn what was handed over (a link's address carries the email typed).
    setTimeout(() =>
      whenEnabled(
        again,
        () => {
          if (!ownField) again.focus();
          if (pressed) again.click();
        },
        // The app's form still refuses (a field left empty): focus goes to the first empty field, not lost.
        () => {
          if (ownField) return;
          const fields = [...appPage.querySelectorAll<HTMLInputElement>('input')];
          (fields.find((field) => !field.value) ?? fields[0])?.focus();
        },
      ),
    );
  };

  /**
   * A press under way on the drawn page (pointer down, not yet up) lands there before the page gives way:
   * swapped between the two, the browser would send the click to neither page.
   */
  let pointerDown = false;
  let replaceWhenReleased = false;
  const appReady = () => {
    if (pointerDown) replaceWhenReleased = true;
    else replace();
  };
  drawn.addEventListener('pointerdown', () => (pointerDown = true), true);
  const released = () => {
    pointerDown = false;
    if (!replaceWhenReleased) return;
    replaceWhenReleased = false;
    replace();
  };
  // After the click that follows the pointer's release, which the drawn page keeps.
  document.addEventListener('pointerup', () => setTimeout(released), true);
  document.addEventListener('pointercancel', released, true);

  const added: HTMLScriptElement[] = [];
  /** A script did not arrive (the network dropped): the page stays readable and the next press tries again. */
  const failed = () => {
    started = false;
    for (const script of added.splice(0)) script.remove();
    observer?.disconnect();
    clearTimeout(giveUp);
    pressed?.removeAttribute('aria-busy');
    pressed?.removeAttribute('aria-disabled');
    pressed = null;
    if (status) status.textContent = drawn.dataset.failedText ?? '';
  };

  const start = () => {
    // A page whose drawn content is gone (the app replaced it) has nothing left to start.
    if (started || !drawn.isConnected) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, listening);
    if (status) status.textContent = '';
    observer = new MutationObserver(() => {
      if ((replacedBy && document.querySelector(replacedBy)) || document.querySelector(APP_FAILED))
        appReady();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    giveUp = setTimeout(replace, APP_WAIT_MS);
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // In the order the shell's page named them, as its own <script defer> tags would have run.
      script.async = false;
      script.onerror = failed;
      added.push(script);
      document.head.appendChild(script);
    }
  };

  const listening = { passive: true, capture: true };
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, listening);
  const keep = (button: HTMLElement) => {
    if (pressed) return;
    pressed = button;
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    start();
  };
  drawn.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-intent]');
    if (!button) return;
    event.preventDefault();
    keep(button);
  });
  drawn.addEventListener('keydown', (event) => {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
    const button = field.form?.querySelector<HTMLElement>('button[data-intent]');
    if (!button) return;
    event.preventDefault();
    keep(button);
  });
}
