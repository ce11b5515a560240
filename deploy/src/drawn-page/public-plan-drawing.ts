import { sanitiseDescription } from '@coachforge/api/description-sanitiser';
import {
  fileSizeText,
  mediaKindLabels,
  messages,
  MOBILE_MAX_WIDTH_PX,
  planActionOf,
  priceOptionText,
  ratesOfText,
  routePath,
  saleNoticeOf,
  shortLinkTypeOf,
  SIGN_IN_INTENT,
  signInActionLabel,
  type PublicPlan,
} from '@coachforge/contracts';
import { drawnButtonCss, drawnPalette as palette } from './drawn-look';
import type { DrawnContent } from './drawn-shell-page';
import { escapeHtml } from '../escape-html';

/**
 * The page's look, as the purchase remote's page has it with the design system's tokens: the column, the
 * price bar (on a phone the sticky footer), cards, facts, the primary button and the warning notice. On
 * an account's own address the colours are the account's, from the custom properties its themed page sets.
 */
const css = `${drawnButtonCss}
.cf-plan { max-width: 1100px; margin: 0 auto; padding: 32px 16px; display: flex; flex-direction: column; gap: 12px; }
.cf-plan h1 { margin-top: 0; }
.cf-plan-cover { overflow: hidden; border-radius: 8px; }
.cf-plan-cover img { display: block; width: 100%; max-height: 360px; object-fit: cover; }
.cf-plan-price { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between;
  padding: 16px; background: #f7f7f9; border-radius: 8px; }
@media (max-width: ${MOBILE_MAX_WIDTH_PX}px) {
  .cf-plan-price { order: 1; position: sticky; bottom: 0; z-index: 10; box-shadow: 0 8px 24px rgb(0 0 0 / 14%); }
}
.cf-plan-card { background: var(--cf-background, ${palette.background_color}); border: 1px solid #d6d7de;
  border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); padding: 20px; display: flex; flex-direction: column; gap: 12px; }
.cf-plan-card h3 { margin: 0; font-size: 18px; }
.cf-plan-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.cf-plan-attachments { list-style: none; padding: 0; margin: 0; }
.cf-plan-attachments li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; padding: 4px 0; }
.cf-plan-attachments small { color: #5f6170; }
.cf-plan [data-drawn-status] { margin: 0; }
.cf-plan-notice { padding: 12px; border-radius: 8px; border: 1px solid currentColor; background: #fff4e0; color: #8a5200; }
`;

const facts = (plan: PublicPlan) =>
  [
    plan.weeks ? ['Length', `${plan.weeks} weeks`] : null,
    plan.launch_date ? ['Starts on', plan.launch_date] : null,
    plan.average_duration ? ['Sessions', `about ${plan.average_duration} minutes`] : null,
  ].filter((fact): fact is [string, string] => fact !== null);

const card = (title: string, body: string, testId?: string) => {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    `<section class="cf-plan-card" aria-labelledby="${id}"${testId ? ` data-testid="${testId}"` : ''}>` +
    `<header><h3 id="${id}">${escapeHtml(title)}</h3></header>${body}</section>`
  );
};

/** The one thing a signed-out visitor can do: sign in first to get or pay (or nothing, when not on sale). */
function actions(plan: PublicPlan): string {
  const action = planActionOf(plan, false);
  const notice = saleNoticeOf(plan, null);
  const button =
    action.kind === 'sign_in'
      ? `<button type="button" class="cf-drawn-button" data-intent="${SIGN_IN_INTENT}">${escapeHtml(signInActionLabel(plan))}</button>`
      : `<button type="button" class="cf-drawn-button" disabled>Currently Unavailable</button>`;
  return (
    `<div data-testid="plan-actions" data-action="${action.kind}">` +
    (notice
      ? `<div class="cf-plan-notice" role="alert" data-testid="sale-notice">${escapeHtml(notice)}</div>`
      : '') +
    `${button}<p role="status" data-drawn-status></p></div>`
  );
}

function prices(plan: PublicPlan): string {
  const lines =
    plan.plan_pricing === 'free'
      ? ['<strong>Free</strong>']
      : plan.local_price.map(
          (price) =>
            `<div><strong>${escapeHtml(priceOptionText(price))}</strong>` +
            (price.local ? ` <small>(${escapeHtml(ratesOfText(price.local))})</small>` : '') +
            '</div>',
        );
  if (plan.trial_days > 0 && plan.plan_pricing !== 'free')
    lines.push(`<div>${plan.trial_days}-day free trial</div>`);
  return `<div>${lines.join('')}</div>`;
}

/**
 * The public program page as a signed-out visitor sees it (spec 02 section 2), drawn by the web server from
 * the API's signed-out answer (decision 0253): the cover, title and coach, the price bar with its button, the
 * overview (the description cleaned as the API cleans it), the attachments and the coach's card. The app's
 * page replaces it once started: for the owner and members the app draws what is theirs.
 */
export function drawPublicPlan(plan: PublicPlan): DrawnContent {
  const cover = plan.covers.find((candidate) => candidate.cover_type === 'main') ?? plan.covers[0];
  const storefront = routePath('public-page-short-link-plans', {
    user_type: shortLinkTypeOf(plan.user.type_account),
    user_id: plan.user.custom_url ?? String(plan.user.id),
  });
  const factList = facts(plan)
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const attachments = plan.attachments
    .map((item) => {
      const about = [
        mediaKindLabels[item.kind],
        item.file_size !== null ? fileSizeText(item.file_size) : null,
      ]
        .filter(Boolean)
        .join(' · ');
      return (
        `<li><a href="${escapeHtml(item.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.title)}</a>` +
        `<small>${escapeHtml(about)}</small></li>`
      );
    })
    .join('');
  const html = [
    `<div class="cf-plan" data-testid="purchase-page">`,
    cover
      ? `<div class="cf-plan-cover"><img src="${escapeHtml(cover.image_url)}" alt="" data-testid="plan-cover" /></div>`
      : '',
    `<h1 data-testid="plan-title">${escapeHtml(plan.title)}</h1>`,
    `<p>by <strong data-testid="plan-owner">${escapeHtml(plan.user.full_name)}</strong></p>`,
    `<div class="cf-plan-price" data-testid="price-bar">${prices(plan)}${actions(plan)}</div>`,
    card(
      'Overview',
      `<div data-testid="plan-description">${sanitiseDescription(plan.description)}</div>` +
        (factList ? `<dl class="cf-plan-facts">${factList}</dl>` : ''),
    ),
    attachments
      ? card(
          'Attachments',
          `<ul class="cf-plan-attachments" data-testid="plan-attachments">${attachments}</ul>`,
        )
      : '',
    card(
      'Your coach',
      `<p><strong>${escapeHtml(plan.user.full_name)}</strong></p><a href="${escapeHtml(storefront)}">See More Programs</a>`,
      'owner-card',
    ),
    `</div>`,
  ].join('');
  return {
    html,
    css,
    replacedBy: '[data-route="public_plan"][aria-busy="false"]',
    failedText: messages.shell.drawnPageFailed,
  };
}
