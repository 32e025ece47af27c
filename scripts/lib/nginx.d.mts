export declare const NGINX_BINARY: string;
export declare function startNginx(options: {
  dir: string;
  ports: { https: number; http: number; shell: number; publicSite: number; adminApp: number };
  changes?: [string, string][];
}): Promise<{ url: string; plainHttpUrl: string; certificate: string; stop: () => Promise<void> }>;
