import { normalizeBluesky, normalizeMastodon, normalizeTwitter, socialProfile } from './social';

describe('social handles', () => {
  it('reads an X/Twitter account from a handle or a profile URL', () => {
    expect(['@rustlab_conf', 'rustlab_conf', 'https://twitter.com/rustlab_conf', 'https://x.com/rustlab_conf?lang=en', 'twitter.com/rustlab_conf/'].map(normalizeTwitter)).toEqual(
      Array(5).fill('rustlab_conf'),
    );
    expect(['@has-dash', '@waytoolongforatwittername', 'https://evil.example/name', 'javascript:alert(1)', '', '@'].map(normalizeTwitter)).toEqual(Array(6).fill(null));
  });

  it('reads a Mastodon account as @user@host from a handle or a profile URL', () => {
    expect(normalizeMastodon('@smashingconf@mastodon.social')).toBe('@smashingconf@mastodon.social');
    expect(normalizeMastodon('JavaLandConf@IJUG.social')).toBe('@JavaLandConf@ijug.social');
    expect(normalizeMastodon('https://hachyderm.io/@rustconf')).toBe('@rustconf@hachyderm.io');
    // Hosts without a domain (seen in confs.tech) and other pages of a server name no account.
    expect(['@rustconf@hachyderm', '@a b@x.social', 'https://x.social/@a/123', 'https://x.social/about', 'javascript://x.social/@a'].map(normalizeMastodon)).toEqual(Array(5).fill(null));
  });

  it('reads a Bluesky handle from a handle or a bsky.app profile URL', () => {
    expect(['webinale.bsky.social', '@Webinale.bsky.social', 'https://bsky.app/profile/webinale.bsky.social'].map(normalizeBluesky)).toEqual(Array(3).fill('webinale.bsky.social'));
    expect(normalizeBluesky('cascadiajs.com')).toBe('cascadiajs.com');
    expect(['webinale', 'https://evil.example/profile/a.b', 'https://bsky.app/profile/did:plc:abc', 'a..b'].map(normalizeBluesky)).toEqual(Array(4).fill(null));
  });

  it('links a stored handle to its profile and refuses anything else', () => {
    expect(socialProfile('twitter', 'rustlab_conf')).toEqual({ url: 'https://x.com/rustlab_conf', handle: '@rustlab_conf' });
    expect(socialProfile('mastodon', '@smashingconf@mastodon.social')).toEqual({ url: 'https://mastodon.social/@smashingconf', handle: '@smashingconf@mastodon.social' });
    expect(socialProfile('bluesky', 'jcon.one')).toEqual({ url: 'https://bsky.app/profile/jcon.one', handle: '@jcon.one' });
    expect(socialProfile('twitter', 'https://x.com/a')).toBeNull();
    expect(socialProfile('mastodon', null)).toBeNull();
  });
});
