/** Where each remote is served from; injected into the page by the shell server at run time. */
export interface RemotesConfig {
  public_site: string;
  admin_app: string;
}

export type RemoteName = keyof RemotesConfig;

declare global {
  interface Window {
    __REMOTES__?: RemotesConfig;
    /** The site's configured origin, as the server wrote full addresses with it. */
    __SITE_ORIGIN__?: string;
  }
}

export function readRemotesConfig(): RemotesConfig {
  const config = window.__REMOTES__;
  if (!config) throw new Error('The shell server did not provide the remotes configuration');
  return config;
}
