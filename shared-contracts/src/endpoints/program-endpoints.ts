import {
  addPendingClientRequestSchema,
  confirmOtherEmailRequestSchema,
  createPriceOptionRequestSchema,
  createProgramRequestSchema,
  inviteClientsRequestSchema,
  otherEmailRequestSchema,
  priceChangeMessageRequestSchema,
  programAttachmentsRequestSchema,
  programCoverRequestSchema,
  programScheduleRequestSchema,
  programSettingsRequestSchema,
  updatePriceOptionRequestSchema,
  updateProgramRequestSchema,
  type AddPendingClientRequest,
  type ConfirmOtherEmailRequest,
  type CreatePriceOptionRequest,
  type CreateProgramRequest,
  type InviteClientsRequest,
  type OtherEmailInvitations,
  type OtherEmailRequest,
  type PriceChangeMessageRequest,
  type Program,
  type ProgramAttachmentsRequest,
  type ProgramClient,
  type ProgramCoverRequest,
  type ProgramList,
  type ProgramScheduleRequest,
  type ProgramSettingsRequest,
  type UpdatePriceOptionRequest,
  type UpdateProgramRequest,
} from '../programs';
import type { Invitation } from '../invitations/invitations';
import { defineEndpoint } from './define-endpoint';

const signedIn = <Request = void, Response = void>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: Parameters<typeof defineEndpoint>[0]['body'],
) => defineEndpoint<Request, Response>({ method, path, authenticated: true, ...(body ? { body } : {}) });

/**
 * The coach's programs, their price options, covers, clients and invites (spec 02 sections 2 to 6). The
 * spec does not show these calls; they follow its `coach/plans/{id}/…` and `dashboard/direct_messages`.
 */
export const programEndpoints = {
  createProgram: signedIn<CreateProgramRequest, Program>('POST', 'coach/plans', createProgramRequestSchema),
  /** Query: ProgramListQuery (tab, q, sort, plan_type). */
  listPrograms: signedIn<void, ProgramList>('GET', 'coach/plans'),
  getProgram: signedIn<void, Program>('GET', 'coach/plans/:plan_id'),
  updateProgram: signedIn<UpdateProgramRequest, Program>(
    'PATCH',
    'coach/plans/:plan_id',
    updateProgramRequestSchema,
  ),
  updateProgramSettings: signedIn<ProgramSettingsRequest, Program>(
    'PATCH',
    'coach/plans/:plan_id/settings',
    programSettingsRequestSchema,
  ),
  updateProgramSchedule: signedIn<ProgramScheduleRequest, Program>(
    'PATCH',
    'coach/plans/:plan_id/schedule',
    programScheduleRequestSchema,
  ),
  publishProgram: signedIn<void, Program>('POST', 'coach/plans/:plan_id/publish'),
  archiveProgram: signedIn<void, Program>('POST', 'coach/plans/:plan_id/archive'),
  restoreProgram: signedIn<void, Program>('POST', 'coach/plans/:plan_id/restore'),
  duplicateProgram: signedIn<void, Program>('POST', 'coach/plans/:plan_id/duplicate'),
  setProgramCover: signedIn<ProgramCoverRequest, Program>(
    'PUT',
    'coach/plans/:plan_id/covers',
    programCoverRequestSchema,
  ),
  removeProgramCover: signedIn<void, Program>('DELETE', 'coach/plans/:plan_id/covers/:cover_type'),
  /** The files listed under Attachments, all of them in order (decision 0220). */
  setProgramAttachments: signedIn<ProgramAttachmentsRequest, Program>(
    'PUT',
    'coach/plans/:plan_id/attachments',
    programAttachmentsRequestSchema,
  ),

  addPriceOption: signedIn<CreatePriceOptionRequest, Program>(
    'POST',
    'coach/plans/:plan_id/prices',
    createPriceOptionRequestSchema,
  ),
  updatePriceOption: signedIn<UpdatePriceOptionRequest, Program>(
    'PATCH',
    'coach/plans/:plan_id/prices/:price_id',
    updatePriceOptionRequestSchema,
  ),
  archivePriceOption: signedIn<void, Program>('POST', 'coach/plans/:plan_id/prices/:price_id/archive'),
  restorePriceOption: signedIn<void, Program>('POST', 'coach/plans/:plan_id/prices/:price_id/restore'),
  /** The price-change message to the clients of an option (spec 02 section 7). */
  priceChangeMessage: signedIn<PriceChangeMessageRequest, { sent: number }>(
    'POST',
    'dashboard/direct_messages',
    priceChangeMessageRequestSchema,
  ),
  /** Don't notify (spec 02 section 7). */
  skipPriceChangeMessage: signedIn<void, Program>('POST', 'coach/plans/:plan_id/skip/:price_id'),

  /** Query list: active, past, in_trials, to_review, pending, scheduled. */
  programClients: signedIn<void, ProgramClient[]>('GET', 'coach/plans/:plan_id/clients'),
  addPendingClient: signedIn<AddPendingClientRequest, ProgramClient>(
    'POST',
    'coach/plans/:plan_id/clients',
    addPendingClientRequestSchema,
  ),
  inviteClients: signedIn<InviteClientsRequest, Invitation[]>(
    'POST',
    'coach/plans/:plan_id/invites',
    inviteClientsRequestSchema,
  ),
  /** Removes (blocks) a joined client from the program, and restores them (spec 02 §6). */
  blockClient: signedIn<void, ProgramClient>('PUT', 'coach/plans/:plan_id/clients/:client_id/block'),
  unblockClient: signedIn<void, ProgramClient>('DELETE', 'coach/plans/:plan_id/clients/:client_id/block'),
  /** Every client of the account; query list as above. */
  accountClients: signedIn<void, ProgramClient[]>('GET', 'coach/clients'),

  requestOtherEmailConfirmation: signedIn<OtherEmailRequest, { email: string }>(
    'POST',
    'users/other_emails',
    otherEmailRequestSchema,
  ),
  confirmOtherEmail: signedIn<ConfirmOtherEmailRequest, OtherEmailInvitations>(
    'POST',
    'users/other_emails/confirm',
    confirmOtherEmailRequestSchema,
  ),
} as const;
