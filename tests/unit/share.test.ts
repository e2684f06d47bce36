import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareUrl } from '../../site/lib/share.ts';

describe('share targets', () => {
  const url = 'https://bookloom.app/@ada/v/the-water-cycle/8a000000-0000-4000-8000-000000000000?ref=x&y=1';

  it('are linkedin, twitter and facebook', () => {
    expect(SHARE_TARGETS).toEqual(['linkedin', 'twitter', 'facebook']);
  });

  it('build each share dialog address with the page URL encoded', () => {
    expect(shareUrl('linkedin', url, '')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
    expect(shareUrl('facebook', url, '')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  });

  it('puts the preset tweet text in the tweet', () => {
    const tweet = new URL(shareUrl('twitter', url, 'I made a book with Bookloom: The Water Cycle & more'));
    expect(tweet.searchParams.get('url')).toBe(url);
    expect(tweet.searchParams.get('text')).toBe('I made a book with Bookloom: The Water Cycle & more');
  });
});
