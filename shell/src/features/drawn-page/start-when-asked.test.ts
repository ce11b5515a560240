import { APP_WAIT_MS, ENABLED_WAIT_MS, startWhenAsked } from './start-when-asked';
import { REMOTE_FAILED_ATTRIBUTE } from '../../components/remote-failed';

/** A page as the web server draws it (deploy/src/drawn-page): the starter's data and the drawn content. */
function drawnPage() {
  document.head.innerHTML =
    '<script type="application/json" id="cf-shell-scripts">["/main.abc.js","https://elsewhere.test/x.js","//elsewhere.test/y.js"]</script>';
  document.body.innerHTML = `
    <main id="cf-main">
      <div id="cf-drawn-page" data-replaced-by="[data-route='public_plan'][aria-busy='false']" data-failed-text="Could not load">
        <h1>Engine</h1>
        <button type="button" data-intent="plan-sign-in">Purchase</button>
        <a href="/c/7/programs">See More Programs</a>
        <p role="status" data-drawn-status></p>
      </div>
    </main>`;
  startWhenAsked(document);
}

const shellScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

/** What the app draws once the shell has started: its page, busy first, then ready with the same button. */
function appDraws() {
  const page = document.createElement('div');
  page.dataset.route = 'public_plan';
  page.setAttribute('aria-busy', 'true');
  document.getElementById('cf-main')!.appendChild(page);
  const pressed: string[] = [];
  return {
    pressed,
    ready() {
      const button = document.createElement('button');
      button.dataset.intent = 'plan-sign-in';
      button.textContent = 'Purchase';
      button.addEventListener('click', () => pressed.push('app'));
      page.appendChild(button);
      page.setAttribute('aria-busy', 'false');
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

test('a visitor who only reads loads none of the app', () => {
  drawnPage();
  expect(shellScripts()).toEqual([]);
});

test('pointing at the page starts the shell, only from this origin, in the order named, once', () => {
  drawnPage();
  document.querySelector('h1')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  document.dispatchEvent(new Event('keydown'));
  expect(shellScripts()).toEqual(['/main.abc.js']);
});

test('a press on the drawn button is kept: busy until the app is ready, then pressed there with focus on it', async () => {
  drawnPage();
  const drawnButton = document.querySelector<HTMLButtonElement>('#cf-drawn-page button')!;
  drawnButton.click();
  expect(drawnButton.getAttribute('aria-busy')).toBe('true');
  expect(shellScripts()).toEqual(['/main.abc.js']);

  const app = appDraws();
  await flush();
  // Busy, the app's page waits out of sight: the visitor still reads the drawn one.
  expect(document.getElementById('cf-drawn-page')).not.toBeNull();
  app.ready();
  await until(() => app.pressed.length > 0);
  expect(document.getElementById('cf-drawn-page')).toBeNull();
  expect(app.pressed).toEqual(['app']);
  expect(document.activeElement?.textContent).toBe('Purchase');
});

test('a drawn button that had the focus hands it to the app’s, unpressed', async () => {
  drawnPage();
  const drawnButton = document.querySelector<HTMLButtonElement>('#cf-drawn-page button')!;
  drawnButton.focus();
  const app = appDraws();
  app.ready();
  // The focus moves a turn after the drawn page goes (start-when-asked.ts): waited for, not raced.
  await until(
    () => document.getElementById('cf-drawn-page') === null && document.activeElement !== document.body,
  );
  expect(document.getElementById('cf-drawn-page')).toBeNull();
  expect(document.activeElement?.textContent).toBe('Purchase');
  expect(app.pressed).toEqual([]);
});

test('links of the drawn page are left to the browser', () => {
  drawnPage();
  const link = document.querySelector('a')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});

test('when the shell’s file does not arrive, the page says so and the next press tries again', () => {
  drawnPage();
  const drawnButton = document.querySelector<HTMLButtonElement>('#cf-drawn-page button')!;
  drawnButton.click();
  document.head.querySelector('script[src]')!.dispatchEvent(new Event('error'));
  expect(document.querySelector('[data-drawn-status]')!.textContent).toBe('Could not load');
  expect(drawnButton.hasAttribute('aria-busy')).toBe(false);
  expect(shellScripts()).toEqual([]);
  drawnButton.click();
  expect(shellScripts()).toEqual(['/main.abc.js']);
  expect(document.querySelector('[data-drawn-status]')!.textContent).toBe('');
});

test('an app that never draws the page does not leave the visitor waiting: the drawn page gives way', () => {
  jest.useFakeTimers();
  drawnPage();
  document.dispatchEvent(new Event('touchstart'));
  jest.advanceTimersByTime(APP_WAIT_MS);
  expect(document.getElementById('cf-drawn-page')).toBeNull();
});

/** A drawn sign-in form (deploy/src/drawn-page/sign-in-drawing.ts), and the app's, which checks as it is typed. */
function drawnSignIn() {
  document.head.innerHTML = '<script type="application/json" id="cf-shell-scripts">["/main.abc.js"]</script>';
  document.body.innerHTML = `
    <main id="cf-main">
      <div id="cf-drawn-page" data-replaced-by="[data-route='onboarding-signin']" data-failed-text="Could not load">
        <form novalidate aria-label="Sign in">
          <input name="email" type="email" />
          <input name="password" type="password" />
          <button type="button" data-intent="sign-in">Sign in</button>
          <a href="/onboarding/forgot_password" data-intent="forgot-password">Forgot your password?</a>
        </form>
      </div>
    </main>`;
  startWhenAsked(document);
}

function appSignIn() {
  const page = document.createElement('div');
  page.dataset.route = 'onboarding-signin';
  page.innerHTML = `<form><input name="email" type="email" /><input name="password" type="password" />
    <button type="button" data-intent="sign-in" disabled>Sign in</button>
    <a href="#" data-intent="forgot-password">Forgot your password?</a></form>`;
  const values: Record<string, string> = {};
  const sent: Record<string, string>[] = [];
  const button = page.querySelector('button')!;
  // As the app's form library does: it reads input events, checks, and enables its button a moment later.
  page.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    values[field.name] = field.value;
    setTimeout(() => button.toggleAttribute('disabled', !(values.email && values.password)), 5);
  });
  button.addEventListener('click', () => sent.push({ ...values }));
  const forgot: string[] = [];
  page.querySelector('a')!.addEventListener('click', (event) => {
    event.preventDefault();
    forgot.push(values.email ?? '');
  });
  document.getElementById('cf-main')!.appendChild(page);
  return { sent, values, forgot };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to two seconds for what the page does on its own timers: a loaded machine runs them late. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn += 1) await wait(10);
}

test('what was typed into the drawn form goes into the app’s fields, with the focus and the caret', async () => {
  drawnSignIn();
  const email = document.querySelector<HTMLInputElement>('#cf-drawn-page input[name="email"]')!;
  email.focus();
  email.value = 'ada@example.com';
  const password = document.querySelector<HTMLInputElement>('#cf-drawn-page input[name="password"]')!;
  password.focus();
  password.value = 'secret-words';
  password.setSelectionRange(3, 3);
  expect(shellScripts()).toEqual(['/main.abc.js']);

  const app = appSignIn();
  await flush();
  expect(document.getElementById('cf-drawn-page')).toBeNull();
  expect(app.values).toEqual({ email: 'ada@example.com', password: 'secret-words' });
  const own = document.activeElement as HTMLInputElement;
  expect(own.name).toBe('password');
  expect(own.value).toBe('secret-words');
  expect(own.selectionStart).toBe(3);
  await wait(20);
  expect(app.sent).toEqual([]);
});

test('Enter in a drawn field is a press of Sign in: kept, and pressed once the app’s button is available', async () => {
  drawnSignIn();
  const email = document.querySelector<HTMLInputElement>('#cf-drawn-page input[name="email"]')!;
  email.value = 'ada@example.com';
  const password = document.querySelector<HTMLInputElement>('#cf-drawn-page input[name="password"]')!;
  password.value = 'secret-words';
  password.focus();
  const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  password.dispatchEvent(enter);
  expect(enter.defaultPrevented).toBe(true);
  expect(document.querySelector('#cf-drawn-page button')!.getAttribute('aria-busy')).toBe('true');

  const app = appSignIn();
  await until(() => app.sent.length > 0);
  expect(app.sent).toEqual([{ email: 'ada@example.com', password: 'secret-words' }]);
  expect((document.activeElement as HTMLInputElement).name).toBe('password');
});

test('when the page’s remote fails, the shell’s failure panel takes the drawn page’s place at once', async () => {
  drawnSignIn();
  document.querySelector<HTMLElement>('#cf-drawn-page button')!.click();
  const area = document.createElement('div');
  area.setAttribute(REMOTE_FAILED_ATTRIBUTE, '');
  area.textContent = 'Sign-in and sign-up could not be loaded';
  document.getElementById('cf-main')!.appendChild(area);
  await flush();
  expect(document.getElementById('cf-drawn-page')).toBeNull();
});

test('a press of Sign in with a field left empty is not lost: focus goes to the empty field once the app is there', async () => {
  jest.useFakeTimers();
  drawnSignIn();
  const email = document.querySelector<HTMLInputElement>('#cf-drawn-page input[name="email"]')!;
  email.value = 'ada@example.com';
  document.querySelector<HTMLElement>('#cf-drawn-page button')!.click();
  const app = appSignIn();
  await jest.advanceTimersByTimeAsync(ENABLED_WAIT_MS);
  expect(app.sent).toEqual([]);
  expect((document.activeElement as HTMLInputElement).name).toBe('password');
});

test('a press under way when the app arrives lands on the drawn page, and is pressed again on the app’s', async () => {
  drawnSignIn();
  const email = document.querySelector<HTMLInputElement>('#cf-drawn-page input[name="email"]')!;
  email.focus();
  email.value = 'ada@example.com';
  const link = document.querySelector<HTMLElement>('#cf-drawn-page a')!;
  link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const app = appSignIn();
  await wait(50);
  // The pointer is still down: the drawn page stays for its click.
  expect(document.getElementById('cf-drawn-page')).not.toBeNull();
  link.dispatchEvent(new Event('pointerup', { bubbles: true }));
  link.click();
  for (let turn = 0; turn < 100 && app.forgot.length === 0; turn += 1) await wait(10);
  expect(document.getElementById('cf-drawn-page')).toBeNull();
  expect(app.forgot).toEqual(['ada@example.com']);
});
