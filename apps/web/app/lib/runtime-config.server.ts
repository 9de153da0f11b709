import { DEFAULT_RUNTIME_CONFIG, RuntimeConfig } from '@pitstop/contracts';
import { RUNTIME_CONFIG_HEADER } from './runtime-config';

/**
 * The runtime configuration a page renders with on the server. The server always sets (overwrites) this
 * header on the request it hands to React Router (apps/server plugins/web.ts), so a client cannot choose it.
 */
export function runtimeConfigFromRequest(request: Request): RuntimeConfig {
  const raw = request.headers.get(RUNTIME_CONFIG_HEADER);
  if (!raw) return DEFAULT_RUNTIME_CONFIG;
  try {
    const parsed = RuntimeConfig.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : DEFAULT_RUNTIME_CONFIG;
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
