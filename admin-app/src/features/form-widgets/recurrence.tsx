import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { MONTH_WEEKS, WEEKDAYS, type Event, type EventRecurrence } from '@da-boulder/contracts';
import { Input, Select } from '@da-boulder/shared-ui';
import { FieldRow } from '../crud/form-layout';
import { messageAt, type FormWidget } from './form-widget';

/** How a series repeats: weekly, monthly on the nth weekday, or monthly on a day. */
type RecurrencePattern = 'weekly' | 'monthly-weekday' | 'monthly-day';

/** A recurring event's rule and times as the form edits them ('' when not given). */
interface RecurrenceFormValues {
  pattern: RecurrencePattern;
  weekday: string;
  /** "1".."4", "-1" (the last), for the monthly nth weekday. */
  week: string;
  monthDay: string;
  startTime: string;
  endTime: string;
}

const WEEK_LABELS: Record<(typeof MONTH_WEEKS)[number], string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  [-1]: 'Last',
};

function recurrenceFormDefaults(event?: Pick<Event, 'recurrence'>): RecurrenceFormValues {
  const recurrence = event?.recurrence;
  const monthly = recurrence?.frequency === 'monthly';
  return {
    pattern: monthly ? (recurrence?.monthDay ? 'monthly-day' : 'monthly-weekday') : 'weekly',
    weekday: recurrence?.weekday ?? '',
    week: recurrence?.week === undefined ? '' : String(recurrence.week),
    monthDay: recurrence?.monthDay === undefined ? '' : String(recurrence.monthDay),
    startTime: recurrence?.startTime ?? '',
    endTime: recurrence?.endTime ?? '',
  };
}

const isBlank = ({ weekday, week, monthDay, startTime, endTime }: RecurrenceFormValues) =>
  !weekday && !week && !monthDay && !startTime && !endTime;

/** The rule the pattern asks for, with the fields it uses (the others stay out). */
function ruleOf(recurrence: RecurrenceFormValues) {
  const { pattern, weekday, week, monthDay, startTime, endTime } = recurrence;
  const times = { startTime, endTime };
  // Blank fields go as undefined for the contract to name; typed ones as numbers to judge.
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const day = weekday || undefined;
  if (pattern === 'monthly-day')
    return { frequency: 'monthly', monthDay: number(monthDay), ...times };
  if (pattern === 'monthly-weekday')
    return { frequency: 'monthly', week: number(week), weekday: day, ...times };
  return { weekday: day, ...times };
}

/**
 * The rule and times of a recurring event, so calendars repeat it ("every Sunday 18:30-19:00",
 * "the second Tuesday of every month", "the 15th of every month", Denver time). Optional: left
 * empty, the event stays out of calendars (null is sent).
 */
export const recurrenceWidget: FormWidget = {
  Input: function RecurrenceFields({ form }) {
    const pattern = useWatch({ control: form.control, name: 'recurrence.pattern' });
    const field = (name: keyof RecurrenceFormValues) => ({
      error: messageAt(form, `recurrence.${name}`),
      ...form.register(`recurrence.${name}`),
    });
    return (
      <FieldRow>
        <Select label="Repeats" {...field('pattern')}>
          <option value="weekly">Weekly</option>
          <option value="monthly-weekday">Monthly, on a weekday (e.g. 2nd Tuesday)</option>
          <option value="monthly-day">Monthly, on a day of the month</option>
        </Select>
        {pattern === 'monthly-weekday' && (
          <Select label="Week of the month" {...field('week')}>
            <option value="">Choose</option>
            {MONTH_WEEKS.map((week) => (
              <option key={week} value={String(week)}>
                {WEEK_LABELS[week]}
              </option>
            ))}
          </Select>
        )}
        {pattern === 'monthly-day' ? (
          <Input
            label="Day of the month"
            inputMode="numeric"
            description="1 to 31; months without it are skipped"
            {...field('monthDay')}
          />
        ) : (
          <Select
            label={pattern === 'weekly' ? 'Repeats every' : 'Weekday'}
            description="For calendars; leave empty to keep the event out of them"
            {...field('weekday')}
          >
            <option value="">Not in calendars</option>
            {WEEKDAYS.map((weekday) => (
              <option key={weekday} value={weekday}>
                {weekday}
              </option>
            ))}
          </Select>
        )}
        <Input label="Starts at" type="time" description="Mountain Time" {...field('startTime')} />
        <Input label="Ends at" type="time" {...field('endTime')} />
      </FieldRow>
    );
  },
  initial: ({ item }) => ({ recurrence: recurrenceFormDefaults(item as Event | undefined) }),
  blank: null,
  send({ values, body }) {
    const recurrence = values.recurrence as RecurrenceFormValues;
    body.recurrence = isBlank(recurrence) ? null : (ruleOf(recurrence) as EventRecurrence);
  },
  // The whole schedule's checks ("all or none") show at the field they are about.
  issuePath(issue, values) {
    const path = v.getDotPath(issue);
    if (path && path !== 'recurrence') return path;
    const { pattern } = values.recurrence as RecurrenceFormValues;
    if (/weekday/.test(issue.message)) return 'recurrence.weekday';
    if (/month/.test(issue.message))
      return pattern === 'monthly-day' ? 'recurrence.monthDay' : 'recurrence.week';
    return 'recurrence.endTime';
  },
};
