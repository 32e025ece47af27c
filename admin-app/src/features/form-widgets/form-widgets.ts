import type { FormWidget } from './form-widget';
import { eventAddressWidget } from './event-address';
import { eventDateWidget } from './event-date';
import { eventTimeWidget } from './event-time';
import { meetingLinkWidget } from './meeting-link';
import { publishAtWidget } from './publish-at';
import { recurrenceWidget } from './recurrence';
import { teacherPickerWidget } from './teacher-picker';
import { tellRegistrantsWidget } from './tell-registrants';
import { flyerWidget, imageWidget } from './uploads';

/** The special inputs a content type's form names (`widget: 'image'`), by name. */
export const formWidgets: Readonly<Record<string, FormWidget>> = {
  image: imageWidget,
  flyer: flyerWidget,
  'teacher-picker': teacherPickerWidget,
  'event-address': eventAddressWidget,
  'event-date': eventDateWidget,
  'event-time': eventTimeWidget,
  recurrence: recurrenceWidget,
  'meeting-link': meetingLinkWidget,
  'tell-registrants': tellRegistrantsWidget,
  'publish-at': publishAtWidget,
};

export function formWidget(name: string): FormWidget {
  const widget = formWidgets[name];
  if (!widget) throw new Error(`The dashboard has no form widget named "${name}"`);
  return widget;
}
