// s3rver ships no types; only what tests/helpers/s3-server.ts uses.
declare module 's3rver' {
  type Options = { address?: string; port?: number; silent?: boolean; directory?: string; resetOnClose?: boolean };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
