// Share targets (spec §1): LinkedIn, X (Twitter) and Facebook, with a preset tweet text.
export const SHARE_TARGETS = ['linkedin', 'twitter', 'facebook'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SOCIAL_LINKS = {
  twitter: 'https://x.com/bookloomapp',
  linkedin: 'https://www.linkedin.com/company/bookloom',
} as const;

/** The address that opens the target's share dialog for `url`; `text` is the preset tweet. */
export function shareUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (target) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  }
}
