// POST /api/csp-report: where browsers report Content-Security-Policy violations (report-uri's
// application/csp-report and the Reporting API's application/reports+json). Each report is logged
// (warn) with the fields that say what was blocked where; the body is capped and every client
// address may send REPORT_LIMIT reports per minute (more are refused with 429, not logged), so a
// page in a loop or a hostile client cannot flood the log.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { CSP_REPORT_PATH } from '../../site/lib/csp.ts';

export const REPORT_BODY_LIMIT = 16 * 1024;
export const REPORT_LIMIT = 20;
const WINDOW_MS = 60_000;
const FIELDS = ['document-uri', 'documentURL', 'blocked-uri', 'blockedURL', 'violated-directive', 'effective-directive', 'effectiveDirective',
  'original-policy', 'disposition', 'source-file', 'sourceFile', 'line-number', 'lineNumber', 'column-number', 'columnNumber', 'script-sample', 'sample', 'status-code', 'statusCode'];

/** Fixed-window counters per client address; old windows are dropped as they pass. */
export function reportLimiter(limit = REPORT_LIMIT, windowMs = WINDOW_MS) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (key: string, now = Date.now()): boolean => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= limit;
  };
}

/** The violations in a body of either format, each cut to the fields worth logging. */
export function parseReports(contentType: string, body: unknown): Record<string, unknown>[] {
  const pick = (report: unknown) => {
    if (!report || typeof report !== 'object' || Array.isArray(report)) throw AppError.badInput('A report must be an object');
    const out: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const value = (report as Record<string, unknown>)[field];
      if (typeof value === 'string') out[field] = value.slice(0, 500);
      else if (typeof value === 'number') out[field] = value;
    }
    return out;
  };
  if (contentType.startsWith('application/reports+json')) {
    if (!Array.isArray(body)) throw AppError.badInput('application/reports+json must be a list of reports');
    return body
      .filter((r) => r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation')
      .map((r) => pick((r as { body?: unknown }).body));
  }
  if (!body || typeof body !== 'object' || !('csp-report' in body)) throw AppError.badInput('application/csp-report must be {"csp-report": {…}}');
  return [pick((body as { 'csp-report': unknown })['csp-report'])];
}

export async function cspReportPlugin(app: FastifyInstance) {
  const allow = reportLimiter();
  const parseJson = (_request: unknown, body: string, done: (err: Error | null, value?: unknown) => void) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(AppError.badInput('The report is not valid JSON'));
    }
  };
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, parseJson);
  app.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    if (!allow(request.ip)) return reply.code(429).send({ error: 'Too many reports', code: 'RATE_LIMITED' });
    const reports = parseReports(String(request.headers['content-type'] ?? ''), request.body);
    for (const report of reports) request.log.warn({ cspViolation: report, ip: request.ip, userAgent: request.headers['user-agent'] }, 'content security policy violation');
    return reply.code(204).send();
  });
}
