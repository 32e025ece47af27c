import ICAL from 'ical.js';

/**
 * Tests' reading of an iCalendar document with ical.js, an independent RFC 5545 parser: the
 * calendar, its events, and its VTIMEZONEs registered so times resolve to instants by their rules.
 * Also checks the lines themselves: CRLF only, none longer than 75 octets.
 */
export function parseIcs(text: string) {
  const lines = text.split('\r\n');
  const problems = [
    ...(text.replace(/\r\n/g, '').includes('\n') ? ['a line ends without CR'] : []),
    ...(text.replace(/\r\n/g, '').includes('\r') ? ['a CR without LF'] : []),
    ...lines
      .filter((line) => Buffer.byteLength(line, 'utf8') > 75)
      .map((line) => `longer than 75 octets: ${line}`),
  ];
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, lines, problems };
}

/**
 * The bytes of the message's text/calendar part as sent (postal-mime hands calendars back with
 * their line ends rewritten, and the tests check the CRLFs).
 */
export function calendarPartBytes(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /^Content-Type: text\/calendar/im.test(chunk));
  if (!part) throw new Error('no text/calendar part');
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  expect(head).toMatch(/^Content-Transfer-Encoding: base64$/im);
  return Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8');
}

export { ICAL };
