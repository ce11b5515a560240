/**
 * The shell's page with the page's own head (its title; for public pages also their meta tags) in place
 * of the generic title.
 */
export const withHead = (shellHtml: string, head: string) => shellHtml.replace(/<title>[^<]*<\/title>/, head);
