import '@da-boulder/shared-ui/fonts';
import { createRoot } from 'react-dom/client';
import { readRemotesConfig } from './config/remotes';
import { registerSiteRemotes } from './mf/register-remotes';
import { App } from './app/app';

registerSiteRemotes(readRemotesConfig());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(<App />);
