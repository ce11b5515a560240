import {
  byCadence,
  formatAmount,
  messages,
  type PriceOption,
  type Program,
  type ProgramAttachment,
  type ProgramCover,
} from '@coachforge/contracts';
import type { AttachmentRow, CoverRow, PriceOptionRow, ProgramRow } from './program-repository';

const presentAttachment = (row: Omit<AttachmentRow, 'program_id'>): ProgramAttachment => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  file_size: row.byte_size,
  content_type: row.content_type,
});

export function presentPriceOption(row: PriceOptionRow): PriceOption {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    price_format: `${formatAmount(row.amount, row.currency)} ${row.currency}`,
    duration: row.duration,
    archived: row.archived_at !== null,
    message_about_changed_price: row.price_changed_at !== null,
    message_for_inbox: row.message_for_inbox,
    clients_count: row.clients_count,
  };
}

function presentCover(row: CoverRow): ProgramCover {
  return {
    cover_type: row.cover_type,
    crop_ratio: row.crop_ratio,
    coordinates: row.coordinates,
    media: { id: row.media_id, type: row.media_kind, state: row.media_status, title: row.media_title },
  };
}

/** Why the type is fixed now, or null: the seeded product never changes, a program with clients neither. */
export function typeLockedReason(row: Pick<ProgramRow, 'seeded' | 'memberships_count'>): string | null {
  if (row.seeded) return messages.programs.typeChangeSeeded;
  if (row.memberships_count > 0) return messages.programs.typeChangeHasClients;
  return null;
}

export function presentProgram(
  row: ProgramRow,
  prices: PriceOptionRow[],
  covers: CoverRow[],
  attachments: AttachmentRow[],
  /** The media items the programs' waivers name, by id. */
  waiverMedia: Map<number, Omit<AttachmentRow, 'program_id'>>,
): Program {
  return {
    id: row.id,
    account_id: row.account_id,
    title: row.title,
    plan_type: row.plan_type,
    plan_status: row.plan_status,
    archive: row.archived_at !== null,
    plan_pricing: row.plan_pricing,
    description: row.description,
    level: row.level,
    average_duration: row.average_duration,
    weeks_duration: row.weeks_duration,
    sections_duration: row.sections_duration,
    sessions_per_day: row.sessions_per_day,
    weeks: row.weeks,
    trial_days: row.trial_days,
    launch_date: row.launch_date,
    plan_max_buffer: row.plan_max_buffer,
    custom_url: row.custom_url,
    skip_sales_page: row.skip_sales_page,
    welcome_message: row.welcome_message,
    plan_waiver: {
      show: row.waiver_show,
      text: row.waiver_text,
      attachments: row.waiver_attachments,
      attachment_items: row.waiver_attachments.flatMap((id) => {
        const media = waiverMedia.get(id);
        return media ? [presentAttachment(media)] : [];
      }),
    },
    training_visibility_days: row.training_visibility_days,
    accessibility: row.accessibility,
    allowed_emails: row.allowed_emails,
    storefront_visible: row.storefront_visible,
    performance_notifications: row.performance_notifications,
    original_price: byCadence(prices.filter((price) => price.program_id === row.id).map(presentPriceOption)),
    covers: covers.filter((cover) => cover.program_id === row.id).map(presentCover),
    attachments: attachments.filter((item) => item.program_id === row.id).map(presentAttachment),
    clients_count: row.clients_count,
    downloads_count: row.plan_type === 'fixed' ? row.downloads_count : null,
    type_locked_reason: typeLockedReason(row),
    seeded: row.seeded,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at ? row.published_at.toISOString() : null,
  };
}
