import {
  forwardRef,
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
}

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  font: inherit;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.hairline} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.inkMuted)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  min-height: ${({ theme }) => theme.size.control};
  /* Reached by a link (an error summary's), its label shows too, below the sticky header. */
  scroll-margin-top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space.xl}`});
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: ${({ theme }) => theme.size.textareaMin};
  resize: vertical;
`;
const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${control}
`;

interface FieldWiring {
  /** Props for the control itself: id, required and the ARIA links to its texts. */
  control: {
    id: string;
    required?: boolean;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
  /** The description and error shown under the control, with the ids the control points at. */
  texts: ReactNode;
}

/** Wires one control to its label, description and error text by ids. */
function useFieldWiring({
  description,
  error,
  required,
  id: givenId,
}: FieldProps & { id?: string }): FieldWiring {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const descriptionId = description ? `${generatedId}-description` : undefined;
  const errorId = error ? `${generatedId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    control: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
    texts: (
      <>
        {description && <Description id={descriptionId}>{description}</Description>}
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
      </>
    ),
  };
}

function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  );
}

/** Label above, control, then description and error: the frame of every text-like field. */
function StackedField({
  label,
  wiring,
  children,
}: {
  label: ReactNode;
  wiring: FieldWiring;
  children: ReactNode;
}) {
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={wiring.control.id} label={label} required={wiring.control.required} />
      {children}
      {wiring.texts}
    </FieldWrapper>
  );
}

export type InputProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, description, error, required, id, ...rest },
  ref,
) {
  const wiring = useFieldWiring({ label, description, error, required, id });
  return (
    <StackedField label={label} wiring={wiring}>
      <StyledInput ref={ref} {...wiring.control} $invalid={Boolean(error)} {...rest} />
    </StackedField>
  );
});

export type TextareaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * Keeps what a visitor typed into a server-rendered textarea before the page's scripts ran:
 * hydrating puts a textarea back to its default text (it leaves an input's value alone), which
 * would send the default instead of their message. Read while this field hydrates, before React
 * touches the element; on a page the browser renders, there is no element yet and nothing to do.
 */
function useTextTypedBeforeHydration(id: string): void {
  const [typed] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : (document.getElementById(id) as HTMLTextAreaElement | null)?.value,
  );
  useEffect(() => {
    const element = document.getElementById(id) as HTMLTextAreaElement | null;
    if (typed !== undefined && element && element.value !== typed) element.value = typed;
  }, [id, typed]);
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, description, error, required, id, ...rest },
  ref,
) {
  const wiring = useFieldWiring({ label, description, error, required, id });
  useTextTypedBeforeHydration(wiring.control.id);
  return (
    <StackedField label={label} wiring={wiring}>
      <StyledTextarea ref={ref} {...wiring.control} $invalid={Boolean(error)} {...rest} />
    </StackedField>
  );
});

export type SelectProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, description, error, required, id, children, ...rest },
  ref,
) {
  const wiring = useFieldWiring({ label, description, error, required, id });
  return (
    <StackedField label={label} wiring={wiring}>
      <StyledSelect ref={ref} {...wiring.control} $invalid={Boolean(error)} {...rest}>
        {children}
      </StyledSelect>
    </StackedField>
  );
});

const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  input {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    margin-top: ${({ theme }) => theme.space.xxs};
    accent-color: ${({ theme }) => theme.color.accent};
  }
  label {
    font-weight: 400;
  }
`;

export type CheckboxProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, required, id, ...rest },
  ref,
) {
  const wiring = useFieldWiring({ label, description, error, required, id });
  return (
    <FieldWrapper>
      <CheckboxRow>
        <input ref={ref} type="checkbox" {...wiring.control} {...rest} />
        <FieldLabel htmlFor={wiring.control.id} label={label} required={required} />
      </CheckboxRow>
      {wiring.texts}
    </FieldWrapper>
  );
});
