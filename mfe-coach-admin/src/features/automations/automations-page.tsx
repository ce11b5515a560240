import {
  apiPath,
  AUTOMATION_KEY_HEADER,
  automationEventLabels,
  endpoints,
  formatShortDate,
  messages,
  type AutomationHook,
  type AutomationKeyCreated,
  type AutomationSettings,
} from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import {
  Button,
  Card,
  ConfirmDialog,
  Switch,
  CopyButton,
  DataTable,
  EmptyState,
  Notice,
  Page,
  StatusBadge,
} from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { useAutomations } from './use-automations';

const m = messages.automations;

function DeliveryStatus({ hook }: { hook: AutomationHook }) {
  const last = hook.last_delivery;
  if (!last) return <StatusBadge tone="neutral">{m.neverDelivered}</StatusBadge>;
  const code = last.response_code === null ? 'no answer' : `HTTP ${last.response_code}`;
  const [tone, word] =
    last.status === 'delivered'
      ? (['success', 'Delivered'] as const)
      : last.status === 'retrying'
        ? (['warning', 'Retrying'] as const)
        : (['danger', 'Failed'] as const);
  return (
    <span>
      <StatusBadge tone={tone}>{word}</StatusBadge> {code}, {formatShortDate(last.at)}
    </span>
  );
}

type Confirming = 'rotate' | 'revoke' | null;

function KeyCard({
  settings,
  created,
  busy,
  onCreate,
  onAsk,
}: {
  settings: AutomationSettings;
  created: AutomationKeyCreated | null;
  busy: boolean;
  onCreate: () => void;
  onAsk: (what: Exclude<Confirming, null>) => void;
}) {
  return (
    <Card title="API key" testId="automation-key-card">
      {created ? (
        <Notice tone="success" testId="new-automation-key">
          <p>{m.keyShownOnce}</p>
          <p>
            <code data-testid="automation-key">{created.key}</code>{' '}
            <CopyButton text={created.key} label="Copy API key" failedText={m.copyFailed} />
          </p>
        </Notice>
      ) : null}
      {settings.key ? (
        <>
          <p>
            {m.keyEnding(settings.key.last4)}, created {formatShortDate(settings.key.created_at)}.
          </p>
          <p>
            <Button type="button" $variant="secondary" onClick={() => onAsk('rotate')} loading={busy}>
              {m.rotateKey}
            </Button>{' '}
            <Button type="button" $variant="danger" onClick={() => onAsk('revoke')} disabled={busy}>
              {m.revokeKey}
            </Button>
          </p>
        </>
      ) : (
        <>
          <p>{m.keyMissing}</p>
          <Button type="button" onClick={onCreate} loading={busy}>
            {m.createKey}
          </Button>
        </>
      )}
    </Card>
  );
}

/**
 * A coach who sells elsewhere says so here (decision 0170): their programs then take no purchases on the
 * platform, and clients cancel here only while a cancelled-subscription hook is connected.
 */
function SalesCard({
  settings,
  onChange,
}: {
  settings: AutomationSettings;
  onChange: (on: boolean) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Card title="Sales">
      <Switch
        isSelected={settings.zapier_account}
        isDisabled={saving}
        testId="zapier-account-switch"
        onChange={(on) => {
          setSaving(true);
          void onChange(on).finally(() => setSaving(false));
        }}
      >
        {m.zapierAccountLabel}
      </Switch>
      <p>{m.zapierAccountHint}</p>
    </Card>
  );
}

function HooksCard({ hooks }: { hooks: AutomationHook[] }) {
  return (
    <Card title={m.hooksTitle}>
      <DataTable
        label={m.hooksTitle}
        rows={hooks}
        rowKey={(hook) => hook.id}
        emptyState={<EmptyState title="No hooks yet" description={m.noHooks} />}
        columns={[
          {
            key: 'event',
            label: 'Event',
            isRowHeader: true,
            render: (hook) => automationEventLabels[hook.event],
          },
          { key: 'target', label: 'Target URL', render: (hook) => <code>{hook.target_url}</code> },
          { key: 'since', label: 'Subscribed', render: (hook) => formatShortDate(hook.created_at) },
          { key: 'last', label: 'Last delivery', render: (hook) => <DeliveryStatus hook={hook} /> },
        ]}
      />
    </Card>
  );
}

function SigningCard({ secret }: { secret: string | null }) {
  const [shown, setShown] = useState(false);
  return (
    <Card title={m.signingTitle}>
      {secret ? (
        <p>
          <code data-testid="signing-secret">
            {shown ? secret : `${secret.slice(0, 4)}${'•'.repeat(16)}`}
          </code>{' '}
          <Button type="button" $variant="ghost" $size="small" onClick={() => setShown((s) => !s)}>
            {shown ? 'Hide' : 'Show'}
          </Button>{' '}
          <CopyButton text={secret} label="Copy signing secret" failedText={m.copyFailed} />
        </p>
      ) : (
        <p>It is created with your first API key.</p>
      )}
      <p>{m.signingHelp}</p>
      <pre>
        <code>{`const expected = 'sha256=' + crypto
  .createHmac('sha256', signingSecret)
  .update(timestamp + '.' + rawBody)
  .digest('hex');`}</code>
      </pre>
    </Card>
  );
}

/** The calls an automation service makes, for whoever connects one other than Zapier. */
function DeveloperCard() {
  const calls = [
    ['Test the key', endpoints.automationMe],
    ['Subscribe a hook (target_url, event)', endpoints.subscribeAutomationHook],
    ['Unsubscribe a hook', endpoints.unsubscribeAutomationHook],
    ['Sample items of an event', endpoints.automationSamples],
  ] as const;
  return (
    <Card title="For developers">
      <p>
        Send the key in the <code>{AUTOMATION_KEY_HEADER}</code> header. Events: <code>new_client</code>,{' '}
        <code>new_purchase</code>, <code>cancelled_subscription</code>. A target that answers 410 is
        unsubscribed; other failures are retried for a while.
      </p>
      <ul>
        {calls.map(([label, endpoint]) => (
          <li key={endpoint.path + endpoint.method}>
            {label}: <code>{`${endpoint.method} ${apiPath(endpoint)}`}</code>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * zapier-integration (spec 01 sections 2.3 and 6; decision 0178): the account's API key, shown once when
 * made; the hooks an automation service subscribed with it and how their last delivery went; and the
 * signing secret with how to check a delivery. The account owner's page.
 */
export function AutomationsPage() {
  const platform = usePlatform();
  const me = useMe();
  const isOwner = me?.current.is_account_owner ?? false;
  const { query, createKey, revokeKey, setZapierAccount } = useAutomations({ enabled: isOwner });
  const [created, setCreated] = useState<AutomationKeyCreated | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      setCreated(await createKey());
      platform.toast.show({ type: 'info', text: m.keyCreated });
    } catch (error) {
      platform.toast.show({ type: 'error', text: apiErrorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const changeSales = async (on: boolean) => {
    try {
      await setZapierAccount(on);
      platform.toast.show({ type: 'info', text: m.zapierAccountSaved(on) });
    } catch (error) {
      platform.toast.show({ type: 'error', text: apiErrorText(error) });
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeKey();
      setCreated(null);
      platform.toast.show({ type: 'info', text: m.keyRevoked });
    } catch (error) {
      platform.toast.show({ type: 'error', text: apiErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page data-testid="coach_admin-page" data-route="zapier-integration">
      <h1>Zapier</h1>
      <p>{m.intro}</p>
      {isOwner ? (
        <QueryState query={query}>
          {(settings) => (
            <>
              <KeyCard
                settings={settings}
                created={created}
                busy={busy}
                onCreate={() => void create()}
                onAsk={setConfirming}
              />
              <SalesCard settings={settings} onChange={changeSales} />
              <HooksCard hooks={settings.hooks} />
              <SigningCard secret={settings.signing_secret} />
              <DeveloperCard />
            </>
          )}
        </QueryState>
      ) : (
        <Notice tone="info">{m.ownerOnly}</Notice>
      )}
      {confirming ? (
        <ConfirmDialog
          isOpen
          title={confirming === 'rotate' ? `${m.rotateKey}?` : `${m.revokeKey}?`}
          confirmLabel={confirming === 'rotate' ? 'Rotate' : 'Revoke'}
          tone="danger"
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            setConfirming(null);
            await (confirming === 'rotate' ? create() : revoke());
          }}
        >
          {confirming === 'rotate' ? m.rotateConfirm : m.revokeConfirm}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
