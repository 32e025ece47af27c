// React's Node build of its server renderer, which the jsdom tests import (jsdom lacks the
// TextEncoder the browser build needs). It is the same API as react-dom/server.
declare module 'react-dom/server.node' {
  export * from 'react-dom/server';
}
