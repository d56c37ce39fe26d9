/**
 * @module 'Adicionar ao calendário' (issue 26, ADR 0046): an .ics file (RFC 5545) of an event, a ticket or a booking,
 * made by ical-generator in its own chunk (loaded on the first click) and offered as a download the phone's calendar
 * opens. Times are the listing's local times in Africa/Maputo (DTSTART;TZID=Africa/Maputo with its VTIMEZONE: UTC+2,
 * no daylight saving since 1944); the UID is the listing's or the booking's, and SEQUENCE grows when it changes, so
 * saving it again updates the calendar's entry instead of adding a second one.
 */
import { saveBlob } from './save-file.ts';

/** Africa/Maputo's VTIMEZONE (RFC 5545 3.6.5): Central Africa Time, UTC+2 all year. */
const MAPUTO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Africa/Maputo',
  'X-LIC-LOCATION:Africa/Maputo',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:CAT',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** One entry of the calendar. Dates and times are local to Africa/Maputo (yyyy-MM-dd, HH:mm). */
export interface CalendarEntry {
  /** Stable id: the booking's or the event's (one calendar entry per booking, updated when saved again). */
  uid: string;
  title: string;
  description?: string;
  /** The address, as on the page. */
  location?: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** Absolute link to the booking or the listing. */
  url: string;
  /** Grows when the booking changes (e.g. seconds since its last update), so calendars replace the entry. */
  sequence?: number;
}

/**
 * A Date whose local fields are the Maputo wall clock: ical-generator writes a TZID time from the Date's local
 * fields, whatever zone the phone is in.
 */
function wallClock(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, hh ?? 0, mm ?? 0, 0);
}

/**
 * The .ics text of `entries` (RFC 5545), one VEVENT each.
 * @example const text = await calendarText([{ uid: 'b1@mozturismo', title: 'Festival', ... }]);
 */
export async function calendarText(entries: readonly CalendarEntry[]): Promise<string> {
  const { default: ical } = await import('ical-generator');
  // i18n-exempt-start (the product's name and the time zone's id)
  const cal = ical({
    prodId: { company: 'MozTurismo', product: 'MozTurismo', language: 'PT' },
    name: 'MozTurismo',
    timezone: { name: 'Africa/Maputo', generator: () => MAPUTO_VTIMEZONE },
  });
  // i18n-exempt-end
  for (const e of entries) {
    cal.createEvent({
      id: e.uid,
      sequence: e.sequence ?? 0,
      start: wallClock(e.startDate, e.startTime),
      end: wallClock(e.endDate, e.endTime),
      timezone: 'Africa/Maputo',
      summary: e.title,
      description: [e.description, e.url].filter(Boolean).join('\n\n'),
      location: e.location,
      url: e.url,
    });
  }
  return cal.toString();
}

/** Offers the .ics of `entries` as a download named `<fileName>.ics`. */
export async function saveCalendar(entries: readonly CalendarEntry[], fileName: string): Promise<void> {
  const text = await calendarText(entries);
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `${fileName.replace(/[^\w-]+/g, '-')}.ics`);
}
