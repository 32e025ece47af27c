import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MONTHS } from '@da-boulder/contracts';
import { Input, Select } from '@da-boulder/shared-ui';
import { FieldRow } from './form-layout';

interface MonthYearFieldsProps {
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  monthError?: string;
  yearError?: string;
  /** The first option's text, when a month may be left unset. */
  noMonth?: string;
  /** Fields between the month and the year (an event's day). */
  children?: ReactNode;
}

/** The month select and the year input of a dated item, side by side. */
export function MonthYearFields({
  month,
  year,
  monthError,
  yearError,
  noMonth,
  children,
}: MonthYearFieldsProps) {
  return (
    <FieldRow>
      <Select label="Month" error={monthError} {...month}>
        {noMonth !== undefined && <option value="">{noMonth}</option>}
        {MONTHS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
      {children}
      <Input label="Year" inputMode="numeric" error={yearError} {...year} />
    </FieldRow>
  );
}
