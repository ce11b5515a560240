import {
  customDomainFormSchema,
  endpoints,
  messages,
  subDomainFormSchema,
  type CustomDomainForm,
  type Customisation,
  type SubDomainForm,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, CopyButton, Notice, StatusBadge } from '@coachforge/ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';
import type { useCustomisation } from './use-customisation';

const m = messages.customisation;
type Change = ReturnType<typeof useCustomisation>['change'];

const Record = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

/**
 * The web address (spec 01 section 2.3): a sub-domain of the platform, checked as it is typed with the
 * contracts' rules, and a custom domain with the DNS record to create and a Verify button.
 */
export function WebAddressForms({ customisation, change }: { customisation: Customisation; change: Change }) {
  const platform = usePlatform();
  const { web_address: address, can_edit: canEdit, allowed } = customisation;
  const editable = canEdit && allowed;
  const [verifying, setVerifying] = useState(false);
  const custom = address.custom_domain;

  async function submit<Values extends object>(
    work: () => Promise<unknown>,
    helpers: FormikHelpers<Values>,
    done: string,
  ) {
    try {
      await work();
      platform.toast.show({ type: 'congrats', text: done });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) helpers.setErrors(fields as never);
      else platform.toast.show({ type: 'error', text: apiErrorText(error) });
    }
  }

  return (
    <>
      <Card title="Sub-domain">
        {address.sub_domain_url ? (
          <p>
            Your pages open at{' '}
            <a href={address.sub_domain_url} data-testid="sub-domain-url">
              {address.sub_domain_url}
            </a>
          </p>
        ) : null}
        <Formik<SubDomainForm>
          initialValues={{ sub_domain_name: address.sub_domain_name ?? '' }}
          enableReinitialize
          validationSchema={subDomainFormSchema}
          onSubmit={(values, helpers) =>
            submit(
              () => change(endpoints.saveSubDomain, subDomainFormSchema.cast(values)),
              helpers,
              m.subDomainSaved,
            )
          }
        >
          {({ isSubmitting, dirty, values }) => (
            <Form noValidate aria-label="Choose a sub-domain">
              <FormikTextField
                label="Sub-domain name"
                name="sub_domain_name"
                readOnly={!editable}
                autoComplete="off"
                spellCheck={false}
                description={`${values.sub_domain_name.trim().toLowerCase() || 'your-name'}.${address.platform_domain}`}
              />
              {editable ? (
                <p>
                  <Button type="submit" disabled={isSubmitting || !dirty}>
                    {isSubmitting ? 'Saving…' : 'Save'}
                  </Button>{' '}
                  {address.sub_domain_name ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={isSubmitting}
                      onClick={() =>
                        void change(endpoints.removeSubDomain).then(
                          () => platform.toast.show({ type: 'info', text: m.subDomainRemoved }),
                          (error: unknown) =>
                            platform.toast.show({ type: 'error', text: apiErrorText(error) }),
                        )
                      }
                    >
                      Remove
                    </Button>
                  ) : null}
                </p>
              ) : null}
            </Form>
          )}
        </Formik>
      </Card>

      <Card title="Custom domain">
        <p>Use a domain of your own, such as coaching.example.com: your clients open your pages there.</p>
        <Formik<CustomDomainForm>
          initialValues={{ domain: custom?.domain ?? '' }}
          enableReinitialize
          validationSchema={customDomainFormSchema}
          onSubmit={(values, helpers) =>
            submit(
              () => change(endpoints.saveCustomDomain, customDomainFormSchema.cast(values)),
              helpers,
              m.customDomainSaved,
            )
          }
        >
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-label="Choose a custom domain">
              <FormikTextField
                label="Domain"
                name="domain"
                readOnly={!editable}
                autoComplete="off"
                spellCheck={false}
                placeholder="coaching.example.com"
              />
              {editable ? (
                <p>
                  <Button type="submit" disabled={isSubmitting || !dirty}>
                    {isSubmitting ? 'Saving…' : 'Save domain'}
                  </Button>
                </p>
              ) : null}
            </Form>
          )}
        </Formik>
        {custom ? (
          <section aria-label="DNS record" data-testid="custom-domain">
            <p>
              <StatusBadge tone={custom.status === 'verified' ? 'success' : 'warning'}>
                {custom.status === 'verified' ? 'Verified' : 'Pending'}
              </StatusBadge>{' '}
              {custom.status === 'verified' ? m.customDomainVerified : m.dnsInstructions}
            </p>
            <Record>
              <dt>Type</dt>
              <dd>{custom.record.type}</dd>
              <dt>Name</dt>
              <dd>{custom.record.name}</dd>
              <dt>Target</dt>
              <dd>
                {custom.record.target} <CopyButton text={custom.record.target} label="Copy target" />
              </dd>
            </Record>
            {custom.check_error ? <Notice tone="warning">{custom.check_error}</Notice> : null}
            {editable ? (
              <p>
                <Button
                  type="button"
                  disabled={verifying}
                  onClick={() => {
                    setVerifying(true);
                    void change(endpoints.verifyCustomDomain)
                      .then(
                        (answer) => {
                          if (answer.web_address.custom_domain?.status === 'verified')
                            platform.toast.show({ type: 'congrats', text: m.customDomainVerified });
                        },
                        (error: unknown) => platform.toast.show({ type: 'error', text: apiErrorText(error) }),
                      )
                      .finally(() => setVerifying(false));
                  }}
                >
                  {verifying ? 'Checking…' : m.verify}
                </Button>{' '}
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={verifying}
                  onClick={() =>
                    void change(endpoints.removeCustomDomain).then(
                      () => platform.toast.show({ type: 'info', text: m.customDomainRemoved }),
                      (error: unknown) => platform.toast.show({ type: 'error', text: apiErrorText(error) }),
                    )
                  }
                >
                  Remove domain
                </Button>
              </p>
            ) : null}
          </section>
        ) : (
          <p>{m.customDomainNone}</p>
        )}
      </Card>
    </>
  );
}
