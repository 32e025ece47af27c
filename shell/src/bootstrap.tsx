import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readRemotesConfig } from './config/remotes';
import { registerSiteRemotes } from './mf/register-remotes';
import { App } from './app/app';

registerSiteRemotes(readRemotesConfig());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
// A transition renders in short slices that yield to the browser between them, instead of one
// long task that blocks input while a slow phone builds the whole page.
const root = createRoot(container);
startTransition(() => root.render(<App />));
