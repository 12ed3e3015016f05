/**
 * robots.txt: keeps crawlers out of the admin screen and the JSON API and points them at the sitemap.
 * Uploaded images under /api/objects/ stay fetchable (the longest matching rule wins): pages name them
 * as their image, and Google's Event results and link previews skip an image that robots.txt blocks.
 */
export function robotsTxt(publicBaseUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Allow: /api/objects/', 'Allow: /', '', `Sitemap: ${publicBaseUrl}/sitemap.xml`, ''].join('\n');
}
