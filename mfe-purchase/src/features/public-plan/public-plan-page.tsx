import {
  clientToday,
  COVER_PARALLAX_FACTOR,
  membershipNoticeOf,
  messages,
  planActionOf,
  planTypeLabels,
  saleNoticeOf,
  signInActionLabel,
  SIGN_IN_INTENT,
  routePath,
  shortLinkTypeOf,
  type PublicPlan,
  type ResumeType,
} from '@coachforge/contracts';
import { useMe, useNavigateTo, useParams } from '@coachforge/remote-kit';
import {
  Button,
  Card,
  DatePicker,
  Dialog,
  EmptyState,
  Notice,
  Page,
  SafeHtml,
  Skeleton,
  useIsMobile,
  useMediaQuery,
} from '@coachforge/ui';

import { DateTime } from 'luxon';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BlockedStartButton } from '../../components/blocked-start-button';
import { OptionPrice } from '../../components/option-price';
import { ManageSubscription } from '../my-programs';
import { ContactCoach } from './contact-coach';
import { RescheduleDialog } from './reschedule-dialog';
import { ResumeDialog } from './resume-dialog';
import { PlanAttachments } from './plan-attachments';
import { needsWaiver, WaiverDialog, type WaiverAcceptance } from './waiver-dialog';
import { SignInDialog } from './sign-in-dialog';
import { useGetPlan, usePublicPlan } from './use-public-plan';
import { WhatHappensNext } from './what-happens-next';

const CoverFrame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
`;
const Cover = styled.img`
  display: block;
  width: 100%;
  max-height: 360px;
  object-fit: cover;
  will-change: transform;
`;

/**
 * The cover on a phone scrolls at COVER_PARALLAX_FACTOR of the page (spec 02 section 9), inside a frame
 * that clips it; not for people who asked their system for less motion, nor on a wider window.
 */
function ParallaxCover({ src }: { src: string }) {
  const mobile = useIsMobile();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    if (!mobile || reduced) {
      element.style.transform = '';
      return;
    }
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translateY(${window.scrollY * COVER_PARALLAX_FACTOR}px)`;
      });
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
    };
  }, [mobile, reduced]);
  return (
    <CoverFrame>
      <Cover ref={image} src={src} alt="" data-testid="plan-cover" />
    </CoverFrame>
  );
}
/**
 * The program's parts in one column. On a small screen the price bar with the page's buttons moves below
 * the overview and stays in view at the bottom of the window while the client reads (spec 02 section 2,
 * "Footer with a fixed button"); it keeps its place in the document, so keyboard order is unchanged.
 */
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const PriceBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  ${({ theme }) => theme.media.mobile} {
    order: 1;
    position: sticky;
    bottom: 0;
    z-index: ${({ theme }) => theme.layers.header};
    box-shadow: ${({ theme }) => theme.shadows.floating};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
`;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const COPIED_NOTICE_MS = 3000;

/** The owner's copyable public link; "Link copied" shows for 3 seconds (spec 02 section 2). */
function PublicLink({ plan }: { plan: PublicPlan }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}/p/${plan.custom_url ?? plan.id}`;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <p>
      <code data-testid="public-link">{url}</code>{' '}
      <Button
        type="button"
        $variant="secondary"
        $size="small"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(true),
          )
        }
      >
        Copy link
      </Button>{' '}
      <span role="status">{copied ? 'Link copied' : ''}</span>
    </p>
  );
}

/** A Fixed Length program starts on a day the client chooses (spec 02 section 5: not before today). */
function StartDateDialog({
  onClose,
  onChoose,
  busy,
}: {
  onClose: () => void;
  onChoose: (day: string) => void;
  busy: boolean;
}) {
  const today = DateTime.fromISO(clientToday(new Date().toISOString(), browserTimeZone()));
  const [day, setDay] = useState<DateTime | null>(today);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Add to calendar"
      testId="start-date-dialog"
      actions={
        <Button
          type="button"
          disabled={!day}
          loading={busy}
          onClick={() => day && onChoose(day.toISODate()!)}
        >
          Add to calendar
        </Button>
      }
    >
      <DatePicker label="Start date" value={day} onChange={setDay} minDate={today} today={today} />
    </Dialog>
  );
}

/**
 * What the owner sees of their own page besides the link and the type (spec 02 section 6): the trial, the
 * training the schedule holds, and the buffer, which reads at most 3 weeks (spec 02 section 9).
 */
function OwnerFacts({ plan }: { plan: PublicPlan }) {
  const facts = plan.owner_facts;
  return (
    <Facts data-testid="owner-facts">
      <dt>Status</dt>
      <dd>{plan.plan_status === 'published' ? 'Published' : 'Draft'}</dd>
      <dt>Trial</dt>
      <dd>{plan.trial_days > 0 ? `${plan.trial_days} days` : 'No trial'}</dd>
      {facts ? (
        <>
          <dt>Training</dt>
          <dd>
            {facts.schedule_weeks === 0
              ? 'No training scheduled yet'
              : `${facts.training_weeks} of ${facts.schedule_weeks} weeks have training`}
          </dd>
          <dt>Buffer</dt>
          <dd>
            {facts.plan_max_buffer
              ? `${facts.plan_max_buffer} ${facts.plan_max_buffer === 1 ? 'week' : 'weeks'}`
              : 'None'}
          </dd>
        </>
      ) : null}
    </Facts>
  );
}

function PlanButtons({
  plan,
  onGot,
  loadPurchaseForm,
}: {
  plan: PublicPlan;
  onGot: () => void;
  loadPurchaseForm: LoadPurchaseForm;
}) {
  const me = useMe();
  const signedIn = me !== null;
  const navigateTo = useNavigateTo();
  const get = useGetPlan(plan.id);
  const [dialog, setDialog] = useState<'sign-in' | 'start-date' | 'resume' | 'waiver' | 'reschedule' | null>(
    null,
  );
  const [resumeType, setResumeType] = useState<ResumeType | null>(null);
  const [waiver, setWaiver] = useState<WaiverAcceptance | null>(null);
  // What getting a free program goes on to once the waiver is accepted.
  const [afterWaiver, setAfterWaiver] = useState<((accepted: WaiverAcceptance) => void) | null>(null);
  /** Runs `next` at once, or after the client accepts the program's waiver when they have not yet. */
  const withWaiver = (next: (accepted: WaiverAcceptance | null) => void) => {
    if (!needsWaiver(plan) || waiver) return next(waiver);
    setAfterWaiver(() => next);
    setDialog('waiver');
  };
  const action = planActionOf(plan, signedIn);
  const notice = membershipNoticeOf(plan.membership);
  const saleNotice = saleNoticeOf(plan, me?.current.role ?? null);
  const getFree = (startDate?: string, resume: ResumeType | null = resumeType, accepted = waiver) =>
    get.mutate(
      {
        time_zone: browserTimeZone(),
        ...(startDate ? { start_date: startDate } : {}),
        ...(resume ? { resume_type: resume } : {}),
        ...(accepted ? { waiver: accepted } : {}),
      },
      { onSuccess: onGot },
    );
  // The purchase step's code (the checkout) comes when the buyer heads for it: fetched as soon as they point
  // at or focus the button, awaited on click with the button busy, so focus stays on it and the page
  // changes only once the step can be drawn (decision 0243).
  const [opening, setOpening] = useState(false);
  const preloadPurchaseForm = () => void loadPurchaseForm().catch(() => undefined);
  const toPurchaseForm = (resume: ResumeType | null = null) => {
    const open = () =>
      navigateTo('plan_purchase_form', { plan_id: plan.id }, resume ? { resume_type: resume } : undefined);
    setOpening(true);
    // A failed fetch is not this button's to report: the step's own page tries again and says what failed.
    void loadPurchaseForm().then(open, open);
  };
  const purchaseIntent = { onPointerEnter: preloadPurchaseForm, onFocus: preloadPurchaseForm };
  /** Resuming: a free program is taken again here (a Fixed Length one on a chosen day); a paid one is paid for. */
  const resumeWith = (choice: ResumeType) => {
    setResumeType(choice);
    if (action.kind !== 'resume') return;
    if (!action.free) return toPurchaseForm(choice);
    if (plan.plan_type === 'fixed') return withWaiver(() => setDialog('start-date'));
    setDialog(null);
    withWaiver((accepted) => getFree(undefined, choice, accepted));
  };

  return (
    <div data-testid="plan-actions" data-action={action.kind}>
      {notice ? (
        <Notice tone={notice.tone} testId="membership-notice">
          {notice.text}
        </Notice>
      ) : null}
      {saleNotice ? (
        <Notice tone="warning" testId="sale-notice">
          {saleNotice}
        </Notice>
      ) : null}
      {action.kind === 'owner' ? (
        <Notice tone="info">This is your program: clients see this page.</Notice>
      ) : null}
      {action.kind === 'blocked' ? (
        <>
          <BlockedStartButton />
          <p>{messages.clients.blocked}</p>
        </>
      ) : null}
      {action.kind === 'calendar' ? (
        <>
          {plan.membership?.state !== 'scheduled' ? (
            <Button type="button" onClick={() => navigateTo('calendar')}>
              Calendar
            </Button>
          ) : null}{' '}
          {plan.membership?.state === 'scheduled' && plan.plan_type === 'fixed' ? (
            <Button type="button" $variant="secondary" onClick={() => setDialog('reschedule')}>
              Reschedule
            </Button>
          ) : null}{' '}
          {plan.membership ? (
            <ManageSubscription
              program={plan}
              membership={plan.membership}
              zapier={plan.user.zapier_account ? { zaps_connected: plan.user.zaps_connected } : null}
            />
          ) : null}
        </>
      ) : null}
      {action.kind === 'resume' ? (
        <Button
          type="button"
          loading={get.isPending || opening}
          {...(action.free ? {} : purchaseIntent)}
          onClick={() => (action.choices.length > 1 ? setDialog('resume') : resumeWith(action.choices[0]!))}
        >
          {action.free ? 'Resume for Free' : 'Resume'}
        </Button>
      ) : null}
      {action.kind === 'unavailable' ? (
        <Button type="button" disabled>
          Currently Unavailable
        </Button>
      ) : null}
      {action.kind === 'sign_in' ? (
        // The page the web server draws has this button too: a press there is pressed again here (decision 0253).
        <Button type="button" data-intent={SIGN_IN_INTENT} onClick={() => setDialog('sign-in')}>
          {signInActionLabel(plan)}
        </Button>
      ) : null}
      {action.kind === 'get_free' ? (
        <Button
          type="button"
          loading={get.isPending}
          onClick={() =>
            withWaiver((accepted) =>
              plan.plan_type === 'fixed' ? setDialog('start-date') : getFree(undefined, null, accepted),
            )
          }
        >
          Get for Free
        </Button>
      ) : null}
      {action.kind === 'purchase' ? (
        <Button type="button" loading={opening} {...purchaseIntent} onClick={() => toPurchaseForm()}>
          Purchase
        </Button>
      ) : null}
      {action.kind === 'subscribe' ? (
        <Button type="button" loading={opening} {...purchaseIntent} onClick={() => toPurchaseForm()}>
          {action.trialDays > 0 ? `Start ${action.trialDays}-day free trial` : 'Subscribe'}
        </Button>
      ) : null}
      {get.isError ? <Notice tone="error">{get.error.message}</Notice> : null}
      <ContactCoach plan={plan} />
      {dialog === 'sign-in' ? (
        // Signed in, the page reads the program again as this person and offers what they may do.
        <SignInDialog onClose={() => setDialog(null)} onSignedIn={() => setDialog(null)} />
      ) : null}
      {dialog === 'resume' && action.kind === 'resume' ? (
        <ResumeDialog
          choices={action.choices}
          busy={get.isPending || opening}
          onClose={() => setDialog(null)}
          onChoose={resumeWith}
        />
      ) : null}
      {dialog === 'waiver' && plan.plan_waiver ? (
        <WaiverDialog
          text={plan.plan_waiver.text}
          attachments={plan.plan_waiver.attachments}
          defaultName={me?.current.full_name ?? ''}
          onClose={() => setDialog(null)}
          onAccept={(accepted) => {
            setWaiver(accepted);
            setDialog(null);
            afterWaiver?.(accepted);
          }}
        />
      ) : null}
      {dialog === 'reschedule' ? <RescheduleDialog plan={plan} onClose={() => setDialog(null)} /> : null}
      {dialog === 'start-date' ? (
        <StartDateDialog
          busy={get.isPending}
          onClose={() => setDialog(null)}
          onChoose={(day) => {
            setDialog(null);
            getFree(day);
          }}
        />
      ) : null}
    </div>
  );
}

/** The owner card (spec 02 section 2): who coaches it, and See More Programs on their storefront. */
function OwnerCard({ plan }: { plan: PublicPlan }) {
  const navigateTo = useNavigateTo();
  const params = {
    user_type: shortLinkTypeOf(plan.user.type_account),
    user_id: plan.user.custom_url ?? String(plan.user.id),
  };
  return (
    <Card title="Your coach" testId="owner-card">
      <p>
        <strong>{plan.user.full_name}</strong>
      </p>
      <a
        href={routePath('public-page-short-link-plans', params)}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigateTo('public-page-short-link-plans', params);
        }}
      >
        See More Programs
      </a>
    </Card>
  );
}

function PlanDetails({ plan, loadPurchaseForm }: { plan: PublicPlan; loadPurchaseForm: LoadPurchaseForm }) {
  const [got, setGot] = useState(false);
  const cover = plan.covers.find((candidate) => candidate.cover_type === 'main') ?? plan.covers[0];
  if (got) return <WhatHappensNext plan={plan} />;
  return (
    <Details>
      {cover ? <ParallaxCover src={cover.image_url} /> : null}
      <h1 data-testid="plan-title">{plan.title}</h1>
      <p>
        by <strong data-testid="plan-owner">{plan.user.full_name}</strong>
        {plan.is_owner ? ` · ${planTypeLabels[plan.plan_type]}` : ''}
      </p>
      {plan.is_owner ? <PublicLink plan={plan} /> : null}
      {plan.is_owner ? <OwnerFacts plan={plan} /> : null}
      <PriceBar data-testid="price-bar">
        <div>
          {plan.plan_pricing === 'free' ? (
            <strong>Free</strong>
          ) : (
            plan.local_price.map((price) => (
              <div key={price.id}>
                <OptionPrice option={price} />
              </div>
            ))
          )}
          {plan.trial_days > 0 && plan.plan_pricing !== 'free' ? (
            <div>{plan.trial_days}-day free trial</div>
          ) : null}
        </div>
        <PlanButtons plan={plan} onGot={() => setGot(true)} loadPurchaseForm={loadPurchaseForm} />
      </PriceBar>
      <Card title="Overview">
        <SafeHtml html={plan.description} testId="plan-description" />
        <Facts>
          {plan.weeks ? (
            <>
              <dt>Length</dt>
              <dd>{plan.weeks} weeks</dd>
            </>
          ) : null}
          {plan.launch_date ? (
            <>
              <dt>Starts on</dt>
              <dd>{plan.launch_date}</dd>
            </>
          ) : null}
          {plan.average_duration ? (
            <>
              <dt>Sessions</dt>
              <dd>about {plan.average_duration} minutes</dd>
            </>
          ) : null}
        </Facts>
      </Card>
      {plan.attachments.length > 0 ? (
        <Card title="Attachments">
          <PlanAttachments attachments={plan.attachments} testId="plan-attachments" />
        </Card>
      ) : null}
      {plan.is_owner ? null : <OwnerCard plan={plan} />}
    </Details>
  );
}

/** Fetches the purchase step's code (the remote's app hands in the lazy page's preload). */
export type LoadPurchaseForm = () => Promise<unknown>;

/**
 * The public program page (public_plan, /p/:plan_id by id or custom url): what the program is, what it
 * costs, and the one thing this viewer can do next.
 */
export function PublicPlanPage({ loadPurchaseForm }: { loadPurchaseForm: LoadPurchaseForm }) {
  const { plan_id: planId = '' } = useParams();
  const plan = usePublicPlan(planId);
  return (
    // Busy until the program is drawn: the page the web server drew waits for that (decision 0253).
    <Page data-testid="purchase-page" data-route="public_plan" aria-busy={plan.isPending}>
      {plan.isPending ? (
        <Skeleton height="360px" />
      ) : plan.isError ? (
        <EmptyState
          title="Program not found"
          description="This program does not exist, is not published, or is private."
        />
      ) : (
        <PlanDetails plan={plan.data} loadPurchaseForm={loadPurchaseForm} />
      )}
    </Page>
  );
}
