/** The CFP page's filters and page number in its URL query (read alike on the server and in the browser, and by the gateway's canonical URLs). */
export { cfpPageQuery, readCfpQuery } from '@confdir/contracts/web';
