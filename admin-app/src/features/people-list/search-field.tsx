import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SEARCH_MAX } from '@da-boulder/contracts';
import { Input } from '@da-boulder/shared-ui';

/** Typing pauses this long before the list asks the server again. */
export const SEARCH_DELAY_MS = 300;

const Form = styled.form`
  flex: 1 1 14rem;
  min-width: 0;
`;

interface SearchFieldProps {
  label: string;
  description?: string;
  /** The search the list shows now. */
  value: string;
  onSearch: (search: string) => void;
}

/** A labelled search box: searches once typing pauses, or at once on Enter. */
export function SearchField({ label, description, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const pause = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(pause.current), []);
  // The address changed otherwise (a link, back): the box shows its search. Its own search (what
  // was typed, trimmed) keeps what was typed.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);

  const search = (next: string) => {
    clearTimeout(pause.current);
    if (next !== value) onSearch(next);
  };

  return (
    <Form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <Input
        type="search"
        label={label}
        description={description}
        value={text}
        autoComplete="off"
        maxLength={SEARCH_MAX}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(pause.current);
          pause.current = setTimeout(() => search(next.trim()), SEARCH_DELAY_MS);
        }}
      />
    </Form>
  );
}
