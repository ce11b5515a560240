import {
  endpoints,
  MAX_WAIVER_ATTACHMENTS,
  messages,
  programSettingsRequestSchema,
  type MediaItem,
  type Program,
  type ProgramAttachment,
} from '@coachforge/contracts';
import { useLeaveGuard, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, ErrorPanel, RadioGroup, Switch, TextArea, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { AttachmentList } from '../program-attachments';
import { apiErrorText, apiFieldErrors, copy, useStoreProgram, validateWith } from '../program-data';
import { settingsValuesOf, toFormErrors, toSettingsRequest, type SettingsValues } from './settings-values';

/**
 * The program settings of spec 02 section 3, checked with the contracts' schema and saved with one
 * PATCH; the API's field messages ('URL taken') show beside their fields.
 */
export function SettingsForm({ program }: { program: Program }) {
  const { api, toast, openMediaLibrary } = usePlatform();
  const store = useStoreProgram();
  const [failure, setFailure] = useState<string | null>(null);
  // The waiver's files by id: those saved, and those picked since, so each can be named before saving.
  const [known, setKnown] = useState<Map<number, ProgramAttachment>>(
    () => new Map(program.plan_waiver.attachment_items.map((item) => [item.id, item])),
  );
  const validate = validateWith(programSettingsRequestSchema, toSettingsRequest);
  const form = useFormik<SettingsValues>({
    initialValues: settingsValuesOf(program),
    validate: async (values) => toFormErrors(await validate(values)),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        store(
          await api.request(endpoints.updateProgramSettings, {
            params: { plan_id: program.id },
            body: toSettingsRequest(values),
            quiet: true,
          }),
        );
        helpers.resetForm({ values });
        toast.show({ type: 'congrats', text: copy.saved });
      } catch (error) {
        helpers.setErrors(toFormErrors(apiFieldErrors(error)));
        setFailure(apiErrorText(error));
      }
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty && !form.isSubmitting);
  const errorOf = (field: keyof SettingsValues) =>
    form.touched[field] || form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined;
  const text = (name: keyof SettingsValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      value={form.values[name] as string}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={errorOf(name)}
      {...extra}
    />
  );
  const freeLocked = program.plan_status === 'published' && program.plan_pricing === 'free';
  const set = (field: keyof SettingsValues) => (value: unknown) => void form.setFieldValue(field, value);
  /** Files picked in the library join the waiver's list at its end; one already there stays where it is. */
  const addWaiverFiles = (items: MediaItem[]) => {
    setKnown((before) => {
      const next = new Map(before);
      for (const item of items)
        next.set(item.id, {
          id: item.id,
          title: item.title,
          kind: item.kind,
          file_size: item.file_size,
          content_type: item.content_type,
        });
      return next;
    });
    const current = form.values.waiver_attachments;
    set('waiver_attachments')([
      ...current,
      ...items.map((item) => item.id).filter((id) => !current.includes(id)),
    ]);
  };

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="settings-form">
      {leaveGuard.dialog}
      {failure ? <ErrorPanel title={failure} /> : null}
      <Card title={copy.settings.pricing}>
        <RadioGroup<'paid' | 'free'>
          label={copy.settings.pricing}
          options={[
            { value: 'paid', label: copy.settings.paid, disabled: freeLocked },
            { value: 'free', label: copy.settings.free },
          ]}
          value={form.values.plan_pricing}
          onChange={set('plan_pricing')}
          description={freeLocked ? messages.programs.freeToPaid : undefined}
          error={errorOf('plan_pricing')}
          orientation="horizontal"
        />
        {text('trial_days', copy.settings.trialDays, { inputMode: 'numeric' })}
      </Card>
      <Card title={copy.settings.salesPage}>
        {text('custom_url', copy.settings.customUrl, { description: copy.settings.customUrlHint })}
        <Switch isSelected={form.values.skip_sales_page} onChange={set('skip_sales_page')}>
          {copy.settings.skipSalesPage}
        </Switch>
      </Card>
      <Card title={copy.settings.welcomeMessage}>
        <TextArea
          label={copy.settings.welcomeMessage}
          name="welcome_message"
          rows={3}
          value={form.values.welcome_message}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('welcome_message')}
        />
      </Card>
      <Card title={copy.view.tabs.coach_program_waiver}>
        <Switch isSelected={form.values.waiver_show} onChange={set('waiver_show')} testId="waiver-switch">
          {copy.settings.waiver}
        </Switch>
        {form.values.waiver_show ? (
          <>
            <TextArea
              label={copy.settings.waiverText}
              name="waiver_text"
              rows={5}
              value={form.values.waiver_text}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={errorOf('waiver_text')}
            />
            <div>
              <AttachmentList
                testId="waiver-attachments"
                items={form.values.waiver_attachments.flatMap((id) => {
                  const item = known.get(id);
                  return item ? [item] : [];
                })}
                onChange={set('waiver_attachments')}
              />
              <Button
                type="button"
                $variant="secondary"
                disabled={form.values.waiver_attachments.length >= MAX_WAIVER_ATTACHMENTS}
                onClick={() =>
                  void openMediaLibrary({ mode: 'add', multiple: true }).then(
                    (items) => addWaiverFiles(items),
                    () => undefined,
                  )
                }
              >
                {copy.settings.waiverAttachments}
              </Button>
              {errorOf('waiver_attachments') ? <p role="alert">{errorOf('waiver_attachments')}</p> : null}
            </div>
          </>
        ) : null}
      </Card>
      <Card title={copy.settings.visibility}>
        <RadioGroup<'unlimited' | 'days'>
          label={copy.settings.visibility}
          options={[
            { value: 'unlimited', label: copy.settings.visibilityUnlimited },
            { value: 'days', label: copy.settings.visibilityDays },
          ]}
          value={form.values.visibility}
          onChange={set('visibility')}
          orientation="horizontal"
        />
        {form.values.visibility === 'days'
          ? text('training_visibility_days', copy.settings.visibilityDaysField, { inputMode: 'numeric' })
          : null}
      </Card>
      <Card title={copy.settings.access}>
        <RadioGroup<'public' | 'private'>
          label={copy.settings.access}
          options={[
            { value: 'public', label: copy.settings.public },
            { value: 'private', label: copy.settings.private },
          ]}
          value={form.values.accessibility}
          onChange={set('accessibility')}
        />
        {form.values.accessibility === 'private' ? (
          <TextArea
            label={copy.settings.allowedEmails}
            name="allowed_emails"
            rows={4}
            value={form.values.allowed_emails}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={errorOf('allowed_emails')}
          />
        ) : null}
        <Switch isSelected={form.values.storefront_visible} onChange={set('storefront_visible')}>
          {copy.settings.storefront}
        </Switch>
        <Switch
          isSelected={form.values.performance_notifications}
          onChange={set('performance_notifications')}
        >
          {copy.settings.performance}
        </Switch>
      </Card>
      <Button type="submit" loading={form.isSubmitting}>
        {copy.save}
      </Button>
    </form>
  );
}
