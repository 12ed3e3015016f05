/** robots.txt: keeps crawlers out of the admin screen and the JSON API and points them at the sitemap. */
export function robotsTxt(publicBaseUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Allow: /', '', `Sitemap: ${publicBaseUrl}/sitemap.xml`, ''].join('\n');
}
