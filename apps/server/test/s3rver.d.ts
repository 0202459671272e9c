/** The little of s3rver the tests use (the package ships no types). */
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(opts: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
