// The whole app listening on a free port, for e2e tests: its own database, the built site.
import { createTestApp, type TestApp } from './app.ts';

export interface RunningApp extends TestApp {
  baseURL: string;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<RunningApp> {
  const t = await createTestApp({ site: true, env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...t, baseURL: `http://127.0.0.1:${port}` };
}
