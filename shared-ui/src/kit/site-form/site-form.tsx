import { useEffect, useRef, type ReactElement } from 'react';
import styled from 'styled-components';

/** Off screen rather than display:none, which bots know to skip. */
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** What a public form adds to what it sends, for the API's spam trap. */
export interface SpamTrapStamp {
  website: string;
  fillMs: number;
}

/**
 * A honeypot field and the form's fill time, sent with a public form so the API can tell people
 * from bots without a third-party captcha. The field is invisible, hidden from screen readers and
 * skipped by the keyboard, so only a bot fills it in; a person takes more than a few seconds.
 * Render `field` inside the form and send `stamp(values)`.
 */
export function useSpamTrap(): {
  field: ReactElement;
  stamp: <T extends object>(values: T) => T & SpamTrapStamp;
} {
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const field = (
    <OffScreen aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </OffScreen>
  );
  return {
    field,
    stamp: (values) => ({
      ...values,
      website: honeypot.current?.value ?? '',
      fillMs: Math.max(Date.now() - shownAt.current, 0),
    }),
  };
}
