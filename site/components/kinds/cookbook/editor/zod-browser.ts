// zod in the browser under the site's strict CSP (site/lib/csp.ts: no 'unsafe-eval', violations
// reported): zod 4 probes `new Function` when its first object schema is built, to compile fast
// parsers, and the browser reports that probe even though zod catches its refusal. Jitless, it
// never probes (and parses the same, a little slower). Imported BEFORE the kind's schema by
// ./recipe-form.ts, so the setting is in place when the schema's objects are built. Only in a
// browser: on the server (SSR, the api) zod keeps its fast parsers.
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });
