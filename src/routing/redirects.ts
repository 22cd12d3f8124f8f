/**
 * Old addresses the previous site's footer linked. They answer 301 to the
 * real pages: our server reads this table, and the build writes it into
 * Netlify's _redirects file.
 */
export const redirects: Record<string, string> = {
  "/services/testing": "/services/testing-services",
  "/services/devops": "/services/devops-services",
};
