import { describe, expect, it } from 'vitest';
import { analyticsIds, analyticsScripts, trackedPath } from '../../site/lib/analytics.ts';

describe('analytics', () => {
  it('loads nothing without ids', () => {
    expect(analyticsScripts(analyticsIds({}))).toEqual([]);
  });

  it('ignores malformed ids instead of injecting them into a script', () => {
    expect(analyticsIds({ GTM_ID: "GTM-1');alert(1)//", ANALYTICS_ID: 'G-ABC 123' })).toEqual({ gtmId: undefined, analyticsId: undefined });
  });

  it('adds the tag manager with enhanced conversions for a GTM id', () => {
    const [gtm] = analyticsScripts({ gtmId: 'GTM-PROD1' });
    expect(gtm).toContain('gtm.js?id=GTM-PROD1');
    expect(gtm).toContain('enhanced_conversions:true');
  });

  it('sends page views without the fragment', () => {
    const [tracker] = analyticsScripts({ analyticsId: 'G-DEV42' });
    expect(tracker).toContain("gtag('config','G-DEV42'");
    expect(tracker).toContain('page_path:location.pathname+location.search');
    expect(tracker).not.toContain('location.hash');
    expect(trackedPath('https://bookloom.app/en/faq?x=1#credits')).toBe('/en/faq?x=1');
  });
});
