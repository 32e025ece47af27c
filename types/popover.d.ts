// The popover attributes, which React 18 renders as written (lowercase) but its types do not list.
// A merged interface must repeat React's type parameter, unused here.
/* eslint-disable @typescript-eslint/no-unused-vars */
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
