import { formatLongDate, messages, type Notification } from '@coachforge/contracts';

export interface DayGroup {
  /** The reader's local day, YYYY-MM-DD. */
  day: string;
  label: string;
  items: Notification[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (moment: Date) =>
  `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;

/**
 * The feed's notifications under a heading per day, newest first as the API sends them. The day is the
 * reader's own (decision 0131): a notification at 23:30 in Los Angeles is under that day, not the next.
 */
export function groupByDay(items: Notification[], now: Date = new Date()): DayGroup[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = localDay(new Date(item.created_at * 1000));
    // Items arrive newest first, so a day's items are together; a day seen before is joined all the same.
    const known = groups.find((group) => group.day === day);
    if (known) known.items.push(item);
    else
      groups.push({
        day,
        label:
          day === today
            ? messages.feed.today
            : day === yesterday
              ? messages.feed.yesterday
              : formatLongDate(item.created_at),
        items: [item],
      });
  }
  return groups;
}
