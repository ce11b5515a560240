import {
  addPendingClientRequestSchema,
  endpoints,
  type AddPendingClientRequest,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Dialog, ErrorPanel, TextField } from '@coachforge/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors, copy, programKeys, validateWith } from '../program-data';

/**
 * A client added by hand before any invitation (spec 02 section 4: pending); no mail is sent, and an
 * invitation to the same address later moves them on.
 */
export function AddPendingClientDialog({ planId, onClose }: { planId: number; onClose: () => void }) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<AddPendingClientRequest>({
    initialValues: { full_name: '', email: '' },
    validate: validateWith(addPendingClientRequestSchema, (values) => values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const client = await api.request(endpoints.addPendingClient, {
          params: { plan_id: planId },
          body: values,
          quiet: true,
        });
        toast.show({ type: 'congrats', text: copy.clients.addedPending(client.full_name) });
        void queryClient.invalidateQueries({ queryKey: programKeys.one(planId) });
        onClose();
      } catch (error) {
        helpers.setErrors(apiFieldErrors(error));
        setFailure(apiErrorText(error));
      }
    },
  });
  const errorOf = (field: keyof AddPendingClientRequest) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <Dialog
      isOpen
      title={copy.clients.addPending}
      onClose={form.isSubmitting ? undefined : onClose}
      testId="add-pending-client"
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="button" loading={form.isSubmitting} onClick={() => void form.submitForm()}>
            {copy.clients.addPendingSubmit}
          </Button>
        </>
      }
    >
      {failure ? <ErrorPanel title={failure} /> : null}
      <TextField
        label={copy.clients.name}
        name="full_name"
        value={form.values.full_name}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('full_name')}
      />
      <TextField
        label={copy.clients.email}
        name="email"
        type="email"
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('email')}
      />
    </Dialog>
  );
}
