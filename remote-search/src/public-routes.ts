/**
 * The public pages this remote serves, for the prerender job (issue 16): the search page, whose frame
 * (heading, form and tabs) is written ahead of time; the results of the search in its address are
 * fetched in the browser.
 */
export function publicRoutes(): string[] {
  return ['/search'];
}
