/** Where the mock HTTP server listens: 127.0.0.1 (this machine only) unless `HOST` says otherwise. */
export function listenAddress(
  env: Readonly<Record<string, string | undefined>>,
): { host: string; port: number } | { error: string } {
  const port = Number(env.ATRIUM_MOCK_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return { error: `ATRIUM_MOCK_PORT must be a port number, got '${env.ATRIUM_MOCK_PORT}'` };
  return { host: env.HOST || '127.0.0.1', port };
}
