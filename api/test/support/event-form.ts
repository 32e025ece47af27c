/** The `eventData` part of the dashboard's event form: a one-off event next year, and `fields`. */
export const eventForm = (fields: Record<string, unknown>) =>
  JSON.stringify({
    description: 'A day of practice.',
    month: 'October',
    date: '5',
    year: new Date().getUTCFullYear() + 1,
    time: '10:00 AM',
    location: 'Boulder center',
    ...fields,
  });
