import {
  messages,
  namedRoutes,
  PUBLIC_PAGE_ABOUT_MAX,
  PUBLIC_PAGE_TITLE_MAX,
  publicPageContentSchema,
  publicPageLinkKinds,
  publicPageLinkLabels,
  type PublicPageContent,
  type PublicPageLinkKind,
} from '@coachforge/contracts';
import { useMe, useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, Notice, Page, TextArea } from '@coachforge/ui';
import { Form, Formik, useField } from 'formik';
import { apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';
import { QueryState } from '../../components/query-state';
import { useOwnPublicPageContent } from './use-public-page';

const m = messages.publicPage;

/** The form's values: every field text, so nothing typed is ever turned into something else. */
interface EditorValues {
  title: string;
  about: string;
  links: Record<PublicPageLinkKind, string>;
}

const valuesOf = (content: PublicPageContent): EditorValues => ({
  title: content.title ?? '',
  about: content.about,
  links: Object.fromEntries(publicPageLinkKinds.map((kind) => [kind, content.links[kind] ?? ''])) as Record<
    PublicPageLinkKind,
    string
  >,
});

function AboutField() {
  const [field, meta] = useField<string>('about');
  return (
    <TextArea
      label={m.about}
      rows={8}
      maxLength={PUBLIC_PAGE_ABOUT_MAX}
      description="Plain text. Line breaks are kept."
      {...field}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

/**
 * own-public-page-edit: the heading, about text and links of the account's public page. Only the owner
 * saves (the route sends anyone else to the preview, and the API refuses them); a failed save keeps
 * everything typed.
 */
export function PublicPageEditor() {
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const me = useMe();
  const owner = me?.current.is_account_owner ?? false;
  const { query, save } = useOwnPublicPageContent();

  return (
    <Page data-testid="coach_admin-page" data-route="own-public-page-edit">
      <h1>{namedRoutes['own-public-page-edit'].title}</h1>
      {!owner ? <Notice tone="info">{m.ownerEdits}</Notice> : null}
      <Card>
        <QueryState query={query}>
          {(content) => (
            <Formik<EditorValues>
              initialValues={valuesOf(content)}
              validationSchema={publicPageContentSchema}
              onSubmit={async (values, { setErrors, resetForm }) => {
                try {
                  const saved = await save(publicPageContentSchema.cast(values) as PublicPageContent);
                  resetForm({ values: valuesOf(saved) });
                  platform.toast.show({ type: 'congrats', text: m.saved });
                } catch (error) {
                  const fields = apiFieldErrors(error);
                  if (Object.keys(fields).length > 0) setErrors(fields as never);
                  else platform.toast.show({ type: 'error', text: messages.coachAdmin.saveFailed });
                }
              }}
            >
              {({ isSubmitting, dirty }) => (
                <Form noValidate aria-label={namedRoutes['own-public-page-edit'].title}>
                  <FormikTextField
                    label="Heading"
                    name="title"
                    maxLength={PUBLIC_PAGE_TITLE_MAX}
                    description={`Shown at the top of your page and in link previews. Empty: ${me?.current.full_name ?? 'your name'}.`}
                    readOnly={!owner}
                  />
                  <AboutField />
                  <fieldset>
                    <legend>Links</legend>
                    {publicPageLinkKinds.map((kind) => (
                      <FormikTextField
                        key={kind}
                        label={publicPageLinkLabels[kind]}
                        name={`links.${kind}`}
                        type="url"
                        inputMode="url"
                        placeholder="https://"
                        readOnly={!owner}
                      />
                    ))}
                  </fieldset>
                  <p>
                    {owner ? (
                      <Button type="submit" disabled={isSubmitting || !dirty}>
                        {isSubmitting ? 'Saving…' : 'Save'}
                      </Button>
                    ) : null}{' '}
                    <Button type="button" $variant="secondary" onClick={() => navigateTo('own-public-page')}>
                      {m.preview}
                    </Button>
                  </p>
                </Form>
              )}
            </Formik>
          )}
        </QueryState>
      </Card>
    </Page>
  );
}
