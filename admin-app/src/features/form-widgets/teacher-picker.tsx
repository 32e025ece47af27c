import { Controller } from 'react-hook-form';
import useSWR from 'swr';
import { teacherType, type Teacher } from '@da-boulder/contracts';
import { TeacherPicker } from '../teacher-picker/teacher-picker';
import type { FormWidget } from './form-widget';

/** The teachers an event features, ticked from the list of all of them. */
export const teacherPickerWidget: FormWidget = {
  Input: function TeacherPickerInput({ field, form, error }) {
    const { data } = useSWR<{ teachers: Teacher[] }>(teacherType.adminPath);
    return (
      <Controller
        control={form.control}
        name={field!.name}
        render={({ field: input }) => (
          <TeacherPicker
            teachers={data?.teachers ?? []}
            value={input.value as string[]}
            onChange={input.onChange}
            error={error}
          />
        )}
      />
    );
  },
};
