// Analytics (spec §1): page views to a marketing tracker with the fragment stripped from the
// path, and a tag manager with enhanced conversions. Each id is a setting that differs per
// environment (GTM_ID, ANALYTICS_ID, read at build); with no id, nothing third-party loads.
export interface AnalyticsIds {
  gtmId?: string;
  analyticsId?: string;
}

const ID = /^[A-Z0-9-]+$/;

export function analyticsIds(env: Record<string, string | undefined> = process.env): AnalyticsIds {
  const pick = (v: string | undefined) => (v && ID.test(v) ? v : undefined);
  return { gtmId: pick(env.GTM_ID), analyticsId: pick(env.ANALYTICS_ID) };
}

/** The page path a tracker may see: path and query, never the fragment. */
export function trackedPath(href: string): string {
  const url = new URL(href, 'http://x');
  return url.pathname + url.search;
}

/** Inline scripts for the head; empty when no id is configured. Ids are validated above. */
export function analyticsScripts({ gtmId, analyticsId }: AnalyticsIds): string[] {
  const scripts: string[] = [];
  if (gtmId) {
    scripts.push(`window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js',enhanced_conversions:true});` +
      `(function(){var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${gtmId}';document.head.appendChild(s);})();`);
  }
  if (analyticsId) {
    scripts.push(`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());` +
      `gtag('config','${analyticsId}',{send_page_view:false,allow_enhanced_conversions:true});` +
      `gtag('event','page_view',{page_path:location.pathname+location.search,page_location:location.origin+location.pathname+location.search});` +
      `(function(){var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtag/js?id=${analyticsId}';document.head.appendChild(s);})();`);
  }
  return scripts;
}
