import { FORGOT_PASSWORD_INTENT, messages, routePath, SIGN_IN_FORM_INTENT } from '@coachforge/contracts';
import { drawnButtonCss } from './drawn-look';
import type { DrawnContent } from './drawn-shell-page';
import { escapeHtml } from '../escape-html';

const text = messages.signInPage;

/**
 * The onboarding remote's sign-in page with the design system's narrow page, fields and block button. The
 * Sign in button looks unavailable while a field is empty or the email malformed, as the app's is.
 */
const css = `${drawnButtonCss}
.cf-sign-in { max-width: 440px; margin: 0 auto; padding: 32px 16px; }
.cf-sign-in h1 { margin: 0 0 0.67em; font-size: 32px; line-height: 1.5; }
.cf-sign-in-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 16px; }
.cf-sign-in-field label { font-size: 14px; font-weight: 600; }
.cf-sign-in-field input { font: inherit; font-size: 16px; line-height: 24px; padding: 10px 12px; width: 100%;
  border: 1px solid #8a8c99; border-radius: 8px; background: #fff; color: inherit; }
.cf-sign-in-field input:focus-visible { outline: 2px solid #1f5fa8; outline-offset: 1px; }
.cf-sign-in .cf-drawn-button { display: flex; width: 100%; }
.cf-sign-in form:has(input:invalid) .cf-drawn-button { opacity: 0.55; }
.cf-sign-in [data-drawn-status]:empty { display: none; }
`;

const field = (name: string, label: string, type: string, autocomplete: string) =>
  `<div class="cf-sign-in-field"><label for="cf-drawn-${name}">${escapeHtml(label)}</label>` +
  `<input id="cf-drawn-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required /></div>`;

/**
 * The sign-in page as a signed-out visitor first sees it, drawn by the web server (decision 0254): the
 * form is there to type into before the app has arrived. The app starts at the first focus or press, takes
 * the page's place once its own form is drawn, with what was typed in its fields, and a press of Sign in
 * (or Enter in a field) made meanwhile is pressed again there; so is one of Forgot your password?, which
 * then carries the email typed, as the app's link does.
 */
export function drawSignIn(): DrawnContent {
  const signUp = (role: 'coaching' | 'client', label: string) =>
    `<a href="${escapeHtml(routePath('onboarding-coaching-signup', { role }))}">${escapeHtml(label)}</a>`;
  const html = [
    `<div class="cf-sign-in">`,
    `<h1>${escapeHtml(text.title)}</h1>`,
    `<form novalidate aria-label="${escapeHtml(text.title)}">`,
    field('email', text.email, 'email', 'email'),
    field('password', text.password, 'password', 'current-password'),
    `<button type="button" class="cf-drawn-button" data-intent="${SIGN_IN_FORM_INTENT}">${escapeHtml(text.submit)}</button>`,
    `<p role="status" data-drawn-status></p>`,
    `<p><a href="${escapeHtml(routePath('onboarding-forgot-password'))}" data-intent="${FORGOT_PASSWORD_INTENT}">${escapeHtml(text.forgotPassword)}</a></p>`,
    `</form>`,
    `<p>${escapeHtml(text.newHere)} ${signUp('coaching', text.asCoach)} or ${signUp('client', text.asClient)}.</p>`,
    `</div>`,
  ].join('');
  return {
    html,
    css,
    replacedBy: '[data-route="onboarding-signin"]',
    failedText: text.failedToLoad,
  };
}
