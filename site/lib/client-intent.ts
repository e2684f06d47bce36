// The `client:intent` directive (registered by site/integrations/intent-directive.ts): an island
// rendered on the server, readable and usable as HTML (its links are real links), whose
// JavaScript (React and the island) loads only when it is needed, not before the page's load
// event:
//  - at once for a signed-in visitor (the loginJWT cookie) or when the page asks for the login
//    dialog or a notice (/login, ?login=1, ?denied=): the signed-in code is needed for the first screen
//    (the signed-in screens' forms, the admin's and the owner's, use it for that: like `client:load`,
//    and a press or words typed before the code came are kept, as below);
//  - when the visitor reaches for the island (pointer over or down, focus, a key, a touch). What
//    the visitor did before the code came is not lost: as the island hydrates, every field they
//    changed in the server HTML (a type chosen, words typed) is typed again through the island's
//    own handlers (site/lib/typed-early.ts), and then the clicks on its buttons are replayed in
//    order (a submit button once; one the island no longer shows submits its form);
//  - when another island on the page needs it (`wakeIsland(name)`, site/lib/wake.ts: a toast
//    to show or the login dialog to open in the header);
//  - otherwise once the page has loaded and the browser is idle; or, for `client:intent="used"`,
//    only for the reasons above: an island whose server HTML already does its job for a
//    signed-out visitor (the header's links, the library's results and plain GET form, a save
//    button) and whose hydration is work a phone would do for nothing on most visits;
//  - for `client:intent="visible"` (the owner's panels and tools on a book's page, a shared
//    worksheet's player, a cookbook's shopping list, the export buttons): when the island comes
//    within a fifth of a screen of the view, or is reached or woken first, signed in or not. Astro's
//    own `client:visible` does the same but forgets what was typed or pressed before the code came;
//  - for `client:intent="near"` (the create wizards): once the page has loaded and is idle when
//    the island has something to show that only its code knows (a book to resume, ?book=, or a
//    form kept in this browser); otherwise when its part marked `data-wake-near` (the price
//    line, which the code fills in) is a quarter of a screen from the view. A guest who reads the
//    form and leaves costs the phone nothing; a tap in a field or a scroll toward the button
//    brings the code, and words typed meanwhile stay (site/lib/typed-early.ts).
// Code that fails to arrive (offline) leaves the server HTML in place; the next reach asks again
// (a browser that keeps a failed import gives the same answer until the page is reloaded).
import type { ClientDirective } from 'astro';
import { retype, typedBeforeCode } from './typed-early.ts';
import { WAKE_EVENT } from './wake.ts';

/** The create wizards keep their start forms under keys with this prefix (site/components/create/storage.ts and the kinds'). */
const KEPT_FORM_PREFIX = 'bookloom.wizard.';

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const intent: ClientDirective = (load, options, el) => {
  let started = false;
  // the presses made before the code came, in order: two taps on a servings "+" count twice; a
  // form's submit is held once, however often it was pressed
  const pendingClicks: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    const submits = (b: HTMLButtonElement) => b.type === 'submit' && b.form !== null;
    if (submits(button) && pendingClicks.some((held) => submits(held) && held.form === button.form)) return;
    pendingClicks.push(button);
  };
  const onWake = (event: Event) => {
    if ((event as CustomEvent<string>).detail === options.name) void start();
  };
  const listen = () => {
    for (const type of INTERACTIONS) el.addEventListener(type, start, { once: true, passive: true });
    window.addEventListener(WAKE_EVENT, onWake);
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    window.removeEventListener(WAKE_EVENT, onWake);
    let typed: ReturnType<typeof typedBeforeCode>;
    try {
      const hydrate = await load();
      // the fields the visitor changed while the code was on its way, noted before React takes them over
      typed = typedBeforeCode(el);
      await hydrate();
    } catch {
      // the code did not arrive (offline, a dropped connection): the island stays server HTML
      started = false;
      listen();
      return;
    }
    el.removeEventListener('click', onClick, true);
    const targets = pendingClicks.splice(0).map((target) => ({ target, form: target.type === 'submit' ? target.form : null }));
    if (typed.length === 0 && targets.length === 0) return;
    // React hydrates in slices between the browser's other work, and a later render of the island
    // shows its own state (a select back at "All types"). A replayable event on a part not yet
    // hydrated makes React finish hydrating at once (selective hydration); this one, which no
    // island handles, does it, so that the fields are typed again into a live island, whose
    // handlers take the words into its state, and only then are the held clicks replayed.
    (typed[0]?.field ?? targets[0]!.target).dispatchEvent(new Event('touchcancel'));
    retype(typed);
    // each press as the visitor made it, with the island rendered between them (React commits a
    // click's updates in a microtask: a second press in the same task would see the first's state)
    for (const [i, { target, form }] of targets.entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve));
      if (target.isConnected) target.click();
      else if (form?.isConnected) form.requestSubmit();
    }
  };
  const eager = /(?:^|;\s*)loginJWT=/.test(document.cookie)
    || /[?&](?:login|denied)=/.test(location.search)
    || /\/login(?:\/|$)/.test(location.pathname);
  // a press before the code came is held and replayed once the island is live, even when the code
  // is asked for at once: otherwise the browser would send the island's form to the page itself
  el.addEventListener('click', onClick, true);
  if (eager && options.value !== 'visible') { void start(); return; }
  listen();
  if (options.value === 'used') return;
  // the island's element is `display: contents` and has no box of its own: its children are watched
  if (options.value === 'visible') return whenSeen(el.children, '20% 0px 20% 0px', start);
  const whenNear = () => {
    const mark = el.querySelector('[data-wake-near]');
    if (!mark) return void start();
    whenSeen([mark], '0px 0px 25% 0px', start);
  };
  const whenIdle = () => {
    const idle = (window as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void }).requestIdleCallback;
    const go = () => (options.value === 'near' && !needsCode() ? whenNear() : void start());
    if (idle) idle(go, { timeout: 2000 });
    else setTimeout(go, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

/** Starts the island once one of `parts` is within `rootMargin` of the view (at once where the browser cannot tell). */
function whenSeen(parts: Iterable<Element>, rootMargin: string, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return void start();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  }, { rootMargin });
  for (const part of parts) observer.observe(part);
}

/** A book to resume, or a create form kept in this browser (`bookloom.wizard.*`): shown only by the code. */
function needsCode(): boolean {
  if (/[?&]book=/.test(location.search)) return true;
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(KEPT_FORM_PREFIX)) return true;
  } catch {
    // storage disabled: nothing is kept
  }
  return false;
}

export default intent;

declare module 'astro' {
  interface AstroClientDirectives {
    /** hydrate when needed: signed in, the visitor reaches for the island, another island wakes it, idle after load unless `used`, for `near` when its `data-wake-near` part is about to be seen (unless a book or a kept form needs the code), for `visible` when it is about to be seen (site/lib/client-intent.ts) */
    'client:intent'?: boolean | 'used' | 'near' | 'visible';
  }
}
