/** The text of the first h1 in a page's HTML as the server sent it (before any script ran). */
export const headingIn = (html: string): string | undefined =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
