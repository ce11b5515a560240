/** The shell's page with the page's own head (its title, and for public pages its meta tags) in place of the generic title. */
export const withHead = (shellHtml: string, head: string) => shellHtml.replace(/<title>[^<]*<\/title>/, head);
