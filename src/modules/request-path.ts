/** The path a loader was called for, without a trailing slash ("/" stays "/"). */
export function requestPath(request: Request): string {
  // Prerendering asks for each page's data as "<path>.data" ("/_.data" for the
  // home page); it is the same page.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_$/, "/");
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The last segment of the path: the slug of a service or course page. */
export function requestSlug(request: Request): string {
  return requestPath(request).split("/").pop() ?? "";
}
