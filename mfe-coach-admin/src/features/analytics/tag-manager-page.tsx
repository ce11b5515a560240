import { messages, tagManagerFormSchema, type TagManagerForm } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { Button, Card } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { AccountProfileTabs } from '../../components/account-profile-tabs';
import { apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';
import { QueryState } from '../../components/query-state';
import { useTagManager } from './use-tag-manager';

/** coach_profile_analytics: the Google Tag Manager container loaded on the account's public pages. */
export function TagManagerPage() {
  const platform = usePlatform();
  const me = useMe();
  const { query, save, remove } = useTagManager();
  const isOwner = me?.current.is_account_owner ?? false;
  const failed = () => platform.toast.show({ type: 'error', text: messages.tagManager.saveFailed });

  return (
    <AccountProfileTabs route="coach_profile_analytics">
      <Card title="Google Tag Manager">
        <p>
          Measure visits to your public pages: the container you name here is loaded on your storefront and
          your program pages.
        </p>
        <QueryState query={query}>
          {(settings) => (
            <Formik<TagManagerForm>
              initialValues={{ tag_manager_id: settings.tag_manager_id ?? '' }}
              enableReinitialize
              validationSchema={tagManagerFormSchema}
              onSubmit={async (values, { setErrors }) => {
                try {
                  await save(tagManagerFormSchema.cast(values).tag_manager_id);
                  platform.toast.show({ type: 'congrats', text: messages.tagManager.saved });
                } catch (error) {
                  const fields = apiFieldErrors(error);
                  if (fields.tag_manager_id) setErrors(fields);
                  else failed();
                }
              }}
            >
              {({ isSubmitting, dirty }) => (
                <Form noValidate aria-label="Google Tag Manager">
                  <FormikTextField
                    label="Container ID"
                    name="tag_manager_id"
                    placeholder="GTM-XXXXXXX"
                    description={isOwner ? undefined : messages.tagManager.ownerChanges}
                    readOnly={!isOwner}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  {isOwner ? (
                    <p>
                      <Button type="submit" disabled={isSubmitting || !dirty}>
                        {isSubmitting ? 'Saving…' : 'Save'}
                      </Button>{' '}
                      {settings.tag_manager_id ? (
                        <Button
                          type="button"
                          $variant="secondary"
                          disabled={isSubmitting}
                          onClick={() =>
                            void remove().then(
                              () => platform.toast.show({ type: 'info', text: messages.tagManager.removed }),
                              failed,
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
          )}
        </QueryState>
      </Card>
    </AccountProfileTabs>
  );
}
