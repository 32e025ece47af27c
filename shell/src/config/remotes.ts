/** Where each remote is served from; injected into the page by the shell server at run time. */
export interface RemotesConfig {
  public_site: string;
  admin_app: string;
}

export type RemoteName = keyof RemotesConfig;

declare global {
  interface Window {
    __REMOTES__?: RemotesConfig;
  }
}

export function readRemotesConfig(): RemotesConfig {
  const config = window.__REMOTES__;
  if (!config) throw new Error('The shell server did not provide the remotes configuration');
  return config;
}
