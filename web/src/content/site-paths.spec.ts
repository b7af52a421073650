import { describe, expect, it } from '@jest/globals';
import type { SiteContent } from '../api/site-content-api';
import { isSitePath, sameSiteContent } from './site-paths';

describe('content addresses on this site', () => {
  it.each([
    ['/media/0123456789abcdef01234567-640.webp', true],
    ['/og-image.png', true],
    ['//evil.example/x.png', false],
    ['/\\evil.example/x.png', false],
    ['https://evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['/', false],
  ])('%s is a site path: %s', (address, expected) => {
    expect(isSitePath(address)).toBe(expected);
  });

  it('leaves out every image and film an older record holds on another host, as if none were set', () => {
    const content = {
      contestName: 'Contest',
      organiser: { name: 'Org', logoUrl: '//evil.example/logo.png', emblemUrl: '/media/emblem.webp' },
      partner: { name: 'Partner', url: 'https://partner.example', logoUrl: '//evil.example/p.png' },
      jury: [
        { name: 'A', title: 'T', bio: 'B', photoUrl: '/\\evil.example/a.png' },
        { name: 'B', title: 'T', bio: 'B', photoUrl: '/media/b.webp' },
      ],
      introFilm: { kind: 'video', url: '//evil.example/intro.mp4', posterUrl: null },
      sampleFilm: { kind: 'video', url: '/media/sample.mp4', posterUrl: '//evil.example/poster.png' },
    } as unknown as SiteContent;
    const safe = sameSiteContent(content);
    expect(safe.organiser).toEqual({ name: 'Org', logoUrl: null, emblemUrl: '/media/emblem.webp' });
    expect(safe.partner).toBeNull();
    expect(safe.jury.map((member) => member.photoUrl)).toEqual([null, '/media/b.webp']);
    expect(safe.introFilm).toBeNull();
    expect(safe.sampleFilm).toEqual({ kind: 'video', url: '/media/sample.mp4', posterUrl: null });
    expect(safe.contestName).toBe('Contest');
  });

  it('keeps an Instagram film (its link is checked by the API) and content already on this site as it is', () => {
    const content = {
      organiser: { name: 'Org', logoUrl: '/media/logo.webp', emblemUrl: null },
      partner: null,
      jury: [],
      introFilm: { kind: 'instagram', url: 'https://www.instagram.com/reel/ABCdef123/' },
      sampleFilm: null,
    } as unknown as SiteContent;
    expect(sameSiteContent(content)).toEqual(content);
  });
});
