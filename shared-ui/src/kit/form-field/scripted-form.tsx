import { forwardRef, type FormHTMLAttributes, type ReactNode } from 'react';

/**
 * Set on <html> by the page's first script (shell/src/index.html), which runs before the page
 * shows: a page read with scripts never shows what only a page read without them needs.
 */
const SCRIPTS_ON_CLASS = 'js';
const NOTE_CLASS = 'needs-scripts';

/** The rule that hides the notes where scripts run (part of the global style). */
export const scriptsNeededNoteRule = `.${SCRIPTS_ON_CLASS} .${NOTE_CLASS} { display: none; }`;

/**
 * Says that something needs JavaScript, shown only where it does not run (a page the server
 * rendered, read with scripts turned off). Not a <noscript>: its text is part of the page as
 * rendered, and hidden by the class above.
 */
export function ScriptsNeededNote({ children }: { children: ReactNode }) {
  return <p className={NOTE_CLASS}>{children}</p>;
}

/**
 * A form the page's scripts send. Read without them, it says so, and a press of its button posts
 * to the page itself instead of putting what was typed (names, addresses) into the address bar
 * and the server's logs.
 */
export const ScriptedForm = forwardRef<HTMLFormElement, FormHTMLAttributes<HTMLFormElement>>(
  function ScriptedForm({ children, ...props }, ref) {
    return (
      <form ref={ref} method="post" {...props}>
        {children}
        <ScriptsNeededNote>
          Sending this form needs JavaScript, which is turned off in this browser.
        </ScriptsNeededNote>
      </form>
    );
  },
);
