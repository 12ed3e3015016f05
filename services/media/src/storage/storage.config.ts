export interface StorageConfig {
  endPoint: string;
  port: number;
  useSSL: boolean;
  /** Where browsers reach the store; presigned URLs are signed for this host. */
  publicUrl: URL;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

function url(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`media: ${name} must be an absolute URL, got "${raw}"`);
  }
}

/** S3_* settings; blank values take the defaults, as .env.example lists them. */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const endpoint = url('S3_ENDPOINT', env.S3_ENDPOINT || 'http://127.0.0.1:9000');
  const accessKey = env.S3_ACCESS_KEY;
  const secretKey = env.S3_SECRET_KEY;
  if (!accessKey || !secretKey) throw new Error('media: S3_ACCESS_KEY and S3_SECRET_KEY are required');
  const useSSL = endpoint.protocol === 'https:';
  return {
    endPoint: endpoint.hostname,
    port: Number(endpoint.port || (useSSL ? 443 : 80)),
    useSSL,
    publicUrl: url('S3_PUBLIC_URL', env.S3_PUBLIC_URL || endpoint.toString()),
    accessKey,
    secretKey,
    bucket: env.S3_BUCKET || 'confdir-media',
    region: env.S3_REGION || 'us-east-1',
  };
}
