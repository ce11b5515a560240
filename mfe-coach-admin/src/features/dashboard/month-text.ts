/** A YYYY-MM month as the coach reads it ("Mar 26"), the same in every time zone. */
export const monthText = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
