import { forwardRef, type FormHTMLAttributes } from 'react';

/**
 * A form the page's scripts send. Read without them (a page the server rendered), it says so,
 * and a press of its button posts to the page itself instead of putting what was typed (names,
 * addresses) into the address bar and the server's logs.
 */
export const ScriptedForm = forwardRef<HTMLFormElement, FormHTMLAttributes<HTMLFormElement>>(
  function ScriptedForm({ children, ...props }, ref) {
    return (
      <form ref={ref} method="post" {...props}>
        <noscript>
          <p>Sending this form needs JavaScript, which is turned off in this browser.</p>
        </noscript>
        {children}
      </form>
    );
  },
);
