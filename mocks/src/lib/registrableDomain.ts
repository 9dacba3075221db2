// MSW keeps the cookies of mocked responses in a tough-cookie jar, and tough-cookie asks tldts for a
// host's registrable domain (to refuse a cookie set for a public suffix, and to find a request's
// cookies). tldts answers from the whole public suffix list: 120 KB of script, nearly half of the
// in-browser mock API's download, on the critical path of every page that shows data. In the browser
// that jar only ever holds this origin's cookies (the handlers set none for another site; the browser
// itself enforces the real rules on real cookies), so the browser builds resolve `tldts` to this module
// (resolve.alias in @atrium/build, through this package's `browser/tldts` export). Node (jest,
// `npm run api`) keeps the real list.

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * tldts' `getDomain` for the hosts the mock API runs on: none for an IP address or a single-label host
 * (`localhost`), else the host's last two labels. A host under a two-label suffix (`app.example.co.uk`)
 * gets the suffix (`co.uk`), which only widens which of this page's own mocked cookies a request sees.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host.includes(':') || IPV4.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 || labels.some((label) => label === '') ? null : labels.slice(-2).join('.');
}
