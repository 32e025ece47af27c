export declare function startLocalDb(options: {
  dataDir: string;
  port?: number;
  quiet?: boolean;
}): Promise<{ uri: (dbName: string) => string; port: number; stop: () => Promise<void> }>;
