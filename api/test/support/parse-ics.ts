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

export { ICAL };
