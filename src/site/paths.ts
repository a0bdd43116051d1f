/** A path without its final slashes ("/" stays "/"): "/blog/" and "/blog" are one page. */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
